import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentDefinition, TrackingStatus } from '@/lib/resources/engine/define-document';
import type { Principal } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';

/*
 * What a document type's own folder (lib/server/documents/{name}/) gives the engine: how a draft is
 * built, and one handler per action its declaration names — a missing one is a type error
 * (`satisfies DocumentHandlers<typeof def>`).
 */

/** A stored document header (fields + engine columns), as the engine reads it. */
export type DocRow = Record<string, unknown> & { id: number; number: string; stage: string; status: string; version: number };

/** Who acts, when. */
export interface ActionContext {
  ctx: AppContext;
  actor: string;
  principal: Principal;
  now: Date;
}

/** A tracking event to write for one shipment. */
export interface TrackingInput {
  /** 0 in a create: the new document; SQL: read from the new document's row in the same statement. */
  shipment_id: number | SQL;
  status: TrackingStatus;
  code: string;
  /** The customer-facing text (Indonesian); default: the code's text (lib/resources/documents/tracking-texts.ts). */
  text?: string;
  /** Words the code's text names besides its place (`{destination}`). */
  vars?: Record<string, string>;
  office_id?: number | null;
  event_at?: string;
  public?: boolean;
  document_type?: string;
  document_number?: string | SQL;
  detail?: Record<string, unknown>;
}

/** What building or changing a document stores. */
export interface DocumentChange {
  /** Header columns to set. */
  set?: Record<string, unknown>;
  /** Lines to store instead of the current ones, per kind (positions 1..n in this order). */
  lines?: Record<string, Record<string, unknown>[]>;
  /** Lines added after the current ones, per kind (a scan: one row, whatever the document already holds). */
  addLines?: Record<string, Record<string, unknown>[]>;
  /** Lines taken out, per kind, by their ids. */
  removeLines?: Record<string, number[]>;
  /** Other rows the action changes whose answer nothing reads (an AWB marked as bagged): sent with the audit row, in one statement. */
  writes?: SQLWrapper[];
  tracking?: TrackingInput[];
  /** Other documents changed in the same transaction, told to the browsers after the commit. */
  touched?: { document: string; id: number; action: string }[];
  /**
   * Done, but with something to look at (a parcel received damaged taken onto a runsheet): the answer
   * carries it as `warning`, and a scan screen shows the scan amber with it instead of "Accepted".
   */
  warning?: string;
}

/**
 * A number taken in the same statement as the header's INSERT: `clause` (an UPDATE or upsert …
 * RETURNING) runs as its WITH clause `number_claim`, `value` reads the number from it. A claim that
 * finds nothing leaves the number NULL, the INSERT fails, `missed` is told and the create runs again.
 */
export interface NumberClaim {
  clause: SQLWrapper;
  value: SQL;
  missed?: () => void;
}

export interface CreatePlan extends DocumentChange {
  set: Record<string, unknown>;
  /** The document's number when it is not from its series (an AWB from the stock), or a claim of it. */
  number?: string | NumberClaim;
  /** The code of the series' scope (branch or office code) when numbered from a series. */
  scopeCode?: string | null;
  /** Born booked: a record of something already done (a delivery's result, a courier's stop), not a draft to complete. */
  booked?: boolean;
  /** Runs once the header is stored (it now has its id and number): claim what the new document holds. */
  afterInsert?: (tx: Db, doc: DocRow) => Promise<void>;
  /** Writes that need the new document's id and number (its ledger entries), sent with the audit row. */
  writesFor?: (tx: Db, doc: DocRow) => SQLWrapper[];
  /**
   * Rows of the new document's own beyond its lines, given its id as SQL: they never read its table,
   * so they go in the document's one statement (a change request's thousand worked-out AWBs).
   */
  withDocument?: (id: SQLWrapper) => SQLWrapper[];
  /** The lines were written by `afterInsert` itself (set-based, INSERT … SELECT): the answer reads them back. */
  linesWritten?: boolean;
}

export interface CreateHandler<B> {
  body: z.ZodType<B>;
  /** A larger request body than the API's default (a POD's signature and photo). */
  bodyLimit?: number;
  /** Builds the draft inside the create's transaction: derived values, lines, number. */
  build(tx: Db, input: B, ac: ActionContext): Promise<CreatePlan>;
}

export interface UpdateHandler<B> {
  body: z.ZodType<B>;
  /** Rebuilds a draft from an edit (the engine has locked it and checked version and stage). */
  build(tx: Db, doc: DocRow, input: B, ac: ActionContext): Promise<DocumentChange>;
}

export interface ActionHandler<B> {
  body: z.ZodType<B>;
  /** Why this document does not allow the action now, beyond its stage (shown to screens; run again on the locked row). */
  refusal?(doc: DocRow, asker: Pick<Principal, 'userCode'>): string | null;
  /** The refusal as said on the locked row, when it can name more than the row alone tells (the payments holding an invoice). */
  lockedRefusal?(tx: Db, doc: DocRow): Promise<string | null>;
  /**
   * Locks taken before the document's own row (a money action: the customer's, lib/server/finance/customer-lock),
   * so that every action on one customer's money locks in the same order. Reads the row without a lock.
   */
  lockFirst?(tx: Db, id: number): Promise<void>;
  run(tx: Db, doc: DocRow, input: B, ac: ActionContext): Promise<DocumentChange>;
}

export interface PrintHandler {
  /** One PDF for these documents (in this order): the batch print of the selected ones. */
  render(ctx: AppContext, docs: DocRow[], ac: Pick<ActionContext, 'actor' | 'now'>): Promise<Buffer>;
}

type ActionKeys<D> = D extends DocumentDefinition<infer _F, infer A, infer _L> ? A : never;
type PrintKeys<D> = D extends { prints?: Readonly<Record<infer P, unknown>> } ? P & string : never;

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface DocumentHandlers<D> {
  create: CreateHandler<any>;
  update?: UpdateHandler<any>;
  actions: { [K in ActionKeys<D>]: ActionHandler<any> };
  prints: { [K in PrintKeys<D>]: PrintHandler };
}

/** The handlers as the engine calls them, for any document. */
export interface AnyHandlers {
  create: CreateHandler<any>;
  update?: UpdateHandler<any>;
  actions: Record<string, ActionHandler<any>>;
  prints: Record<string, PrintHandler>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */
