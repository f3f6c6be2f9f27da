/**
 * A desk collection (server/desk-editing) over one table of content rows: texts, FAQs,
 * testimonials. A row is live unless `is_draft`: one added on the desk is a draft until
 * published, and Take down makes a live row a draft again (row and history stay; Publish brings
 * it back). A live row's saved revisions wait beside it until published; a draft row follows
 * its newest revision, as a page that is not live does.
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

/** What every content table has: a serial id and the draft flag visitors' reads filter on. */
export interface ContentRow {
  id: number
  isDraft: boolean
}

export interface ContentRows<Row extends ContentRow> {
  name: string
  /** 'FAQ': in audit subjects ('FAQ #12') and messages. */
  label: string
  find(db: Executor, id: number): Promise<Row | null>
  /** What the editor's heading names the row by: a text's key, a question, a name. */
  titleOf(row: Row): string
  typeOf(row: Row): DocumentType
  valuesOf(type: DocumentType, row: Row): DocumentValues
  /** A new draft row with these values; its id. */
  insert(tx: Transaction, type: DocumentType, values: DocumentValues): Promise<number>
  write(tx: Transaction, id: number, type: DocumentType, values: DocumentValues): Promise<void>
  setDraft(tx: Transaction, id: number, isDraft: boolean): Promise<void>
  /** Messages for values that clash with another row; `row` is null for one not added yet. */
  uniqueErrors?(
    db: Executor,
    row: Row | null,
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

export function contentRowCollection<Row extends ContentRow>(
  rows: ContentRows<Row>,
): ContentCollection {
  const find = (db: Executor, entityId: string) => {
    const id = rowIdOf(entityId)
    return id === null ? Promise.resolve(null) : rows.find(db, id)
  }
  const found = async (db: Executor, entityId: string) => {
    const row = await find(db, entityId)
    if (!row) throw new PublishRefused(`That ${rows.label} does not exist any more.`)
    return row
  }
  const uniqueErrors = (
    db: Executor,
    row: Row | null,
    type: DocumentType,
    values: DocumentValues,
  ): Promise<FieldErrors> =>
    rows.uniqueErrors ? rows.uniqueErrors(db, row, type, values) : Promise.resolve({})
  return {
    name: rows.name,
    auditArea: CONTENT_AUDIT_AREA,

    async snapshot(db, entityId) {
      const row = await find(db, entityId)
      if (!row) return null
      const type = rows.typeOf(row)
      return { type, values: rows.valuesOf(type, row), live: !row.isDraft }
    },

    async uniqueErrors(db, entityId, type, values) {
      const row = entityId === null ? null : await find(db, entityId)
      return entityId !== null && !row ? {} : uniqueErrors(db, row, type, values)
    },

    async create(tx, type, values) {
      return String(await rows.insert(tx, type, values))
    },

    async publish(tx, entityId, type, values) {
      const row = await found(tx, entityId)
      if (rows.typeOf(row).name !== type.name) {
        throw new PublishRefused(`That ${rows.label} changed kind: reload the page.`)
      }
      const problem = await uniqueErrors(tx, row, type, values)
      const message = Object.values(problem)[0]
      if (message) throw new PublishRefused(message, problem)
      await rows.write(tx, row.id, type, values)
      if (row.isDraft) await rows.setDraft(tx, row.id, false)
    },

    async unpublish(tx, entityId) {
      const row = await found(tx, entityId)
      await rows.setDraft(tx, row.id, true)
    },

    async draftSaved(tx, entityId, type, values) {
      const row = await find(tx, entityId)
      if (row?.isDraft) await rows.write(tx, row.id, type, values)
    },

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
