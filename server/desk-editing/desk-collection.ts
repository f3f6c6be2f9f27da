/**
 * What the revision store needs from a collection of editable things (landing pages now; texts,
 * FAQs, testimonials, experiments next): how an entity looks as a document, and how its values
 * reach the live tables when it is published. The generic lifecycle (document-lifecycle.ts) and
 * the schedule runner call these inside their transactions.
 */
import type { DocumentType, DocumentValues } from '@/lib/desk-editing/document-type'
import type { FieldErrors } from '@/lib/desk-editing/read-document-form'
import type { Database } from '@/server/db/client'
import type { Transaction } from './revision-store'

export type Executor = Database | Transaction

export interface EntitySnapshot {
  type: DocumentType
  /** The entity's values as visitors (or, not live, preview) see them now. */
  values: DocumentValues
  live: boolean
}

export interface DeskCollection {
  /** desk_documents.collection, e.g. 'landing-page'. */
  name: string
  /** Audit actions are `${auditArea}.save`, `.publish`…: 'offer'. */
  auditArea: string
  /** The entity now, or null when there is none the desk edits. */
  snapshot(db: Executor, entityId: string): Promise<EntitySnapshot | null>
  /** Messages for values another entity already holds (fields declared `unique`). */
  uniqueErrors(
    db: Executor,
    entityId: string | null,
    type: DocumentType,
    values: DocumentValues,
  ): Promise<FieldErrors>
  /** A new, not yet live entity with these values; its id. */
  create(tx: Transaction, type: DocumentType, values: DocumentValues): Promise<string>
  /** Writes `values` to the entity and makes it live. Throws PublishRefused when it cannot. */
  publish(
    tx: Transaction,
    entityId: string,
    type: DocumentType,
    values: DocumentValues,
  ): Promise<void>
  unpublish(tx: Transaction, entityId: string): Promise<void>
  /**
   * A revision of an entity that is not live was saved: the hidden entity follows it (so its
   * address and preview show the draft). Live entities are left as they are until published.
   */
  draftSaved(
    tx: Transaction,
    entityId: string,
    type: DocumentType,
    values: DocumentValues,
  ): Promise<void>
  /** What audit entries and messages call the entity: '/offers/spring-welcome'. */
  subjectOf(type: DocumentType, entityId: string, values: DocumentValues): string
}

/** A publish the collection cannot make, with a message staff can act on. */
export class PublishRefused extends Error {
  constructor(
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message)
    this.name = 'PublishRefused'
  }
}

/** Collections by name, for the schedule runner. */
export type DeskCollections = ReadonlyMap<string, DeskCollection>
