/**
 * A desk collection (server/desk-editing) over one table of live content rows: texts, FAQs,
 * testimonials. Every row is live, so a saved revision is a draft beside it until published;
 * publishing writes the revision's values to the row. Rows are added and taken down by the
 * seed, not the desk (yet): create and unpublish are refused with a message.
 */
import type { DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import type { FieldErrors } from '@/lib/desk-editing/read-document-form'
import {
  PublishRefused,
  type DeskCollection,
  type Executor,
} from '@/server/desk-editing/desk-collection'
import type { Transaction } from '@/server/desk-editing/revision-store'

/** Every content change is written to the audit log as content.save, content.publish… */
export const CONTENT_AUDIT_AREA = 'content'

export interface ContentRows<Row> {
  name: string
  /** 'FAQ': in audit subjects ('FAQ #12') and messages. */
  label: string
  find(db: Executor, id: number): Promise<Row | null>
  /** What the editor's heading names the row by: a text's key, a question, a name. */
  titleOf(row: Row): string
  typeOf(row: Row): DocumentType
  valuesOf(type: DocumentType, row: Row): DocumentValues
  write(tx: Transaction, id: number, type: DocumentType, values: DocumentValues): Promise<void>
  uniqueErrors?(
    db: Executor,
    row: Row,
    type: DocumentType,
    values: DocumentValues,
  ): Promise<FieldErrors>
}

export function rowIdOf(entityId: string): number | null {
  return /^\d{1,9}$/.test(entityId) ? Number(entityId) : null
}

/** A content collection, and the title of one of its rows for the editor's heading. */
export interface ContentCollection extends DeskCollection {
  titleOf(db: Executor, entityId: string): Promise<string | null>
}

export function contentRowCollection<Row>(rows: ContentRows<Row>): ContentCollection {
  const find = (db: Executor, entityId: string) => {
    const id = rowIdOf(entityId)
    return id === null ? Promise.resolve(null) : rows.find(db, id)
  }
  const gone = () => new PublishRefused(`That ${rows.label} does not exist any more.`)
  return {
    name: rows.name,
    auditArea: CONTENT_AUDIT_AREA,

    async snapshot(db, entityId) {
      const row = await find(db, entityId)
      if (!row) return null
      const type = rows.typeOf(row)
      return { type, values: rows.valuesOf(type, row), live: true }
    },

    async uniqueErrors(db, entityId, type, values) {
      const row = entityId === null ? null : await find(db, entityId)
      return row && rows.uniqueErrors ? rows.uniqueErrors(db, row, type, values) : {}
    },

    create() {
      throw new PublishRefused(`A new ${rows.label} cannot be added from the desk.`)
    },

    async publish(tx, entityId, type, values) {
      const row = await find(tx, entityId)
      if (!row) throw gone()
      if (rows.typeOf(row).name !== type.name) {
        throw new PublishRefused(`That ${rows.label} changed kind: reload the page.`)
      }
      const problem = rows.uniqueErrors ? await rows.uniqueErrors(tx, row, type, values) : {}
      const message = Object.values(problem)[0]
      if (message) throw new PublishRefused(message, problem)
      await rows.write(tx, Number(entityId), type, values)
    },

    unpublish() {
      throw new PublishRefused(`A ${rows.label} cannot be taken down from the desk.`)
    },

    // Rows are always live: a draft waits in the revisions until it is published.
    async draftSaved() {},

    async titleOf(db, entityId) {
      const row = await find(db, entityId)
      return row ? rows.titleOf(row) : null
    },

    subjectOf(_type, entityId) {
      return `${rows.label} #${entityId}`
    },
  }
}

/** A text value of the form, or null. */
export const textValue = (values: DocumentValues, name: string): string | null => {
  const value = values[name]
  return typeof value === 'string' && value !== '' ? value : null
}
