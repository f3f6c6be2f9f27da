import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type ASTVisitor,
  type GraphQLNamedType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql'
import type { Plugin } from 'graphql-yoga'

/**
 * Fields served for one object at a time, never through a list (spec §3: an activity's
 * description is "HTML, detail only"). Each maps to where to ask for it.
 */
export const DETAIL_ONLY_FIELDS: Readonly<Record<string, string>> = {
  'Activity.description': 'activity(id)',
}

/**
 * Refuses any selection of a detail-only field below a list field, fragments included, as a
 * validation error (400, GRAPHQL_VALIDATION_FAILED). Each fragment is walked at most once per
 * context (inside a list or not), so fragments spread many times cost nothing more.
 */
export function detailOnlyFieldsRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema()
  const walked = new Set<string>()
  const reported = new Set<unknown>()

  function walk(type: GraphQLNamedType | undefined | null, set: SelectionSetNode, inList: boolean) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!isObjectType(type) && !isInterfaceType(type)) continue
        const field = type.getFields()[selection.name.value]
        if (!field) continue
        const where = DETAIL_ONLY_FIELDS[`${type.name}.${field.name}`]
        if (where && inList && !reported.has(selection)) {
          reported.add(selection)
          context.reportError(
            new GraphQLError(
              `${type.name}.${field.name} is detail-only: lists do not serve it. Ask ${where} ` +
                `for it, one at a time.`,
              { nodes: selection },
            ),
          )
        }
        if (selection.selectionSet) {
          const inner = inList || isListType(getNullableType(field.type))
          walk(getNamedType(field.type), selection.selectionSet, inner)
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition
        walk(
          condition ? schema.getType(condition.name.value) : type,
          selection.selectionSet,
          inList,
        )
      } else {
        const fragment = context.getFragment(selection.name.value)
        const key = `${selection.name.value}:${inList}`
        if (!fragment || walked.has(key)) continue
        walked.add(key)
        walk(schema.getType(fragment.typeCondition.name.value), fragment.selectionSet, inList)
      }
    }
  }

  return {
    OperationDefinition(operation) {
      walk(schema.getRootType(operation.operation), operation.selectionSet, false)
      return false
    },
  }
}

/** Adds detailOnlyFieldsRule to every validation. */
export function detailOnlyFieldsPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(detailOnlyFieldsRule)
    },
  }
}
