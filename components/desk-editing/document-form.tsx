'use client'

import { useActionState, useEffect, useRef } from 'react'
import type { ChoiceSources, DocumentType } from '@/lib/desk-editing/document-type'
import {
  BASE_REVISION_FIELD,
  CONFIRM_BASE_FIELD,
  type EditorFormState,
} from '@/lib/desk-editing/editor-state'
import { DocumentField, documentFieldId } from './document-field'
import { DeskButton } from '@/components/marketing/desk.styles'
import { Actions, Announcement, DefaultSubmit, Group, Problem } from './document-form.styles'

export interface DocumentFormProps {
  type: DocumentType
  sources: ChoiceSources
  /** The server action: the saved revision (it redirects) or this form again with messages. */
  action: (previous: EditorFormState, form: FormData) => Promise<EditorFormState>
  initialState: EditorFormState
  /** The page's own address: without JavaScript the browser posts here and gets the form back. */
  permalink: string
  submitLabel: string
  /** Where the newer revision of a refused save can be read. */
  historyHref?: string
}

/**
 * A desk document's form, drawn from its declaration: a section per group, a control per field,
 * the server's message beside each field that failed and a summary linking to them. A plain
 * POST form: it works without JavaScript; with it, React posts the same action in place.
 */
export function DocumentForm({
  type,
  sources,
  action,
  initialState,
  permalink,
  submitLabel,
  historyHref,
}: DocumentFormProps) {
  const [state, formAction, pending] = useActionState(action, initialState, permalink)
  const problemRef = useRef<HTMLDivElement>(null)
  const failed = state !== initialState && state.formError !== null
  const fields = type.groups.flatMap((group) => group.fields)
  const withErrors = fields.filter((field) => state.errors[field.name])
  const hasBlocks = fields.some((field) => field.kind === 'blocks')

  useEffect(() => {
    if (failed) problemRef.current?.focus()
  }, [state, failed])

  return (
    <form action={formAction} noValidate aria-label={`${type.label}: ${submitLabel}`}>
      <input type="hidden" name={BASE_REVISION_FIELD} value={state.baseRevision} />
      {hasBlocks ? (
        // Enter in a text input presses the form's first submit button: make that Save, not
        // a Document's Move or Remove. Out of sight and out of the tab order.
        <DefaultSubmit type="submit" tabIndex={-1} aria-hidden="true">
          {submitLabel}
        </DefaultSubmit>
      ) : null}
      {hasBlocks ? <Announcement role="status">{state.announcement ?? ''}</Announcement> : null}
      {state.formError ? (
        <Problem
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          data-tone={state.conflict ? 'conflict' : 'error'}
        >
          <p>{state.formError}</p>
          {withErrors.length > 0 ? (
            <ul>
              {withErrors.map((field) => (
                <li key={field.name}>
                  <a href={`#${documentFieldId(field.name)}`}>
                    {field.label}: {state.errors[field.name]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {state.conflict ? (
            <Actions>
              {historyHref ? (
                <a href={historyHref} target="_blank" rel="noopener">
                  Open the history (new tab)
                </a>
              ) : null}
              <DeskButton
                data-variant="quiet"
                type="submit"
                name={CONFIRM_BASE_FIELD}
                value={state.conflict.latest}
                disabled={pending}
              >
                Save mine as revision {state.conflict.latest + 1}
              </DeskButton>
            </Actions>
          ) : null}
        </Problem>
      ) : null}
      {type.groups.map((group) => (
        <Group key={group.id} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`}>{group.title}</h2>
          {group.description ? <p>{group.description}</p> : null}
          {group.fields.map((field) => (
            <DocumentField
              key={field.name}
              field={field}
              value={state.input[field.name]}
              error={state.errors[field.name]}
              sources={sources}
            />
          ))}
        </Group>
      ))}
      <Actions>
        <DeskButton type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </DeskButton>
      </Actions>
    </form>
  )
}
