/*
 * Four eyes on the final figures: a document approved by a second person keeps who entered its figures
 * and everyone who changed them since (the engine adds each author: createDocument, updateDraft), and
 * none of them may approve it (lib/server/documents/shared/four-eyes.ts). Declared as a field so the
 * detail shows it.
 */
export const FIGURES_BY = 'figures_by';

export const figuresByField = { type: 'text', label: 'Figures entered or changed by', max: 400, readonly: true } as const;

/** The user codes a `figures_by` value holds (a comma-separated list). */
export function figuresAuthors(value: unknown): string[] {
  return typeof value === 'string' && value ? value.split(',').filter(Boolean) : [];
}
