import { FieldErrorMessage, fieldErrorId, fieldHintId } from '@/components/forms/form-field'
import { FieldHint } from '@/components/forms/form-field.styles'
import {
  BLOCK_EDIT_FIELD,
  blockControlName,
  blockEditValue,
  type BlockEdit,
} from '@/lib/desk-editing/document-blocks'
import type {
  BlocksField as BlocksDeclaration,
  DocumentBlock,
} from '@/lib/desk-editing/document-type'
import { Block, BlockButtons, BlockList, ItemList } from './blocks-field.styles'

/**
 * A button that edits the blocks (the server applies it and sends the form back unsaved). Its
 * name starts with its visible words and says which block: 'Move up: paragraph 2'.
 */
function EditButton({
  edit,
  label,
  children,
}: {
  edit: BlockEdit
  label: string
  children: string
}) {
  return (
    <button
      type="submit"
      name={BLOCK_EDIT_FIELD}
      value={blockEditValue(edit)}
      formNoValidate
      aria-label={label}
    >
      {children}
    </button>
  )
}

/**
 * A Document's blocks as plain controls: a text area per paragraph, a text input per list item,
 * and buttons to add, move and remove them. No HTML is typed anywhere.
 */
export function BlocksField({
  id,
  field,
  blocks,
  error,
}: {
  id: string
  field: BlocksDeclaration
  blocks: readonly DocumentBlock[]
  error?: string
}) {
  const name = field.name
  const described = [field.hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null]
    .filter(Boolean)
    .join(' ')
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={described || undefined}>
      <legend>{field.label}</legend>
      {field.hint ? <FieldHint id={fieldHintId(id)}>{field.hint}</FieldHint> : null}
      <FieldErrorMessage id={id} error={error} />
      <BlockList>
        {blocks.map((block, index) => {
          const number = index + 1
          const what = block.kind === 'Text' ? `paragraph ${number}` : `list ${number}`
          const controlId = `${id}-${index}`
          return (
            <Block key={`${index}-${block.kind}`}>
              <input
                type="hidden"
                name={blockControlName(name, index, 'kind')}
                value={block.kind}
              />
              {block.kind === 'Text' ? (
                <>
                  <label htmlFor={controlId}>Paragraph {number}</label>
                  <textarea
                    id={controlId}
                    name={blockControlName(name, index, 'text')}
                    defaultValue={block.value}
                    rows={3}
                    maxLength={field.maxLength * 2}
                  />
                </>
              ) : (
                <fieldset>
                  <legend>List {number}</legend>
                  <label>
                    <input
                      type="checkbox"
                      name={blockControlName(name, index, 'ordered')}
                      value="on"
                      defaultChecked={block.ordered}
                    />{' '}
                    Numbered (1, 2, 3) rather than bullets
                  </label>
                  <ItemList>
                    {block.items.map((item, itemIndex) => {
                      const itemWhat = `item ${itemIndex + 1} of ${what}`
                      return (
                        <li key={itemIndex}>
                          <label htmlFor={`${controlId}-${itemIndex}`}>Item {itemIndex + 1}</label>
                          <input
                            id={`${controlId}-${itemIndex}`}
                            type="text"
                            name={blockControlName(name, index, 'item')}
                            defaultValue={item}
                            maxLength={field.maxLength * 2}
                          />
                          <BlockButtons>
                            <EditButton
                              edit={{ field: name, verb: 'item-up', block: index, item: itemIndex }}
                              label={`Up: ${itemWhat}`}
                            >
                              Up
                            </EditButton>
                            <EditButton
                              edit={{
                                field: name,
                                verb: 'item-down',
                                block: index,
                                item: itemIndex,
                              }}
                              label={`Down: ${itemWhat}`}
                            >
                              Down
                            </EditButton>
                            <EditButton
                              edit={{
                                field: name,
                                verb: 'item-remove',
                                block: index,
                                item: itemIndex,
                              }}
                              label={`Remove ${itemWhat}`}
                            >
                              Remove item
                            </EditButton>
                          </BlockButtons>
                        </li>
                      )
                    })}
                  </ItemList>
                  <BlockButtons>
                    <EditButton
                      edit={{ field: name, verb: 'add-item', block: index }}
                      label={`Add item to ${what}`}
                    >
                      Add item
                    </EditButton>
                  </BlockButtons>
                </fieldset>
              )}
              <BlockButtons>
                <EditButton
                  edit={{ field: name, verb: 'up', block: index }}
                  label={`Move up: ${what}`}
                >
                  Move up
                </EditButton>
                <EditButton
                  edit={{ field: name, verb: 'down', block: index }}
                  label={`Move down: ${what}`}
                >
                  Move down
                </EditButton>
                <EditButton
                  edit={{ field: name, verb: 'remove', block: index }}
                  label={`Remove ${what}`}
                >
                  Remove
                </EditButton>
              </BlockButtons>
            </Block>
          )
        })}
      </BlockList>
      <BlockButtons>
        <EditButton edit={{ field: name, verb: 'add-paragraph' }} label="Add paragraph at the end">
          Add paragraph
        </EditButton>
        <EditButton edit={{ field: name, verb: 'add-list' }} label="Add list at the end">
          Add list
        </EditButton>
      </BlockButtons>
    </fieldset>
  )
}
