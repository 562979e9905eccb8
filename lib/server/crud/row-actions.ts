import type { ResourceDefinition, RowActionState } from '@/lib/resources/engine/define';
import { grantsAny } from '@/lib/rules/grants';
import type { Principal } from '../auth/principal';
import { rulesOf } from '../resources/registry';
import type { Row } from './queries';

/*
 * Which actions this user may take on each row now, and why not (Refine's `can → { can, reason }`):
 * computed here from the grants and the resource's own rules, so a screen only renders what it is told
 * and never repeats a rule.
 */

export const VIEW_ONLY_REASON = 'Your role may only view this screen';

export function rowActionStates(def: ResourceDefinition, row: Row, principal: Pick<Principal, 'userCode' | 'permissions'>): RowActionState[] {
  const writes = (screens: readonly string[]) => grantsAny(principal.permissions, screens, 'write');
  const writer = writes(def.screens.write);
  const plain = (key: string): RowActionState => (writer ? { key, can: true } : { key, can: false, reason: VIEW_ONLY_REASON });

  // `active` switches a row of a resource that deactivates on or off; every row may be deleted while
  // nothing refers to it (checked when it is tried: counting references for every listed row costs too much)
  const states: RowActionState[] = [plain('update'), plain('delete')];
  if (def.lifecycle === 'deactivate') states.push(plain('active'));
  const handlers = rulesOf(def).actions ?? {};
  for (const [key, action] of Object.entries(def.actions ?? {})) {
    const handler = handlers[key];
    if (!writes(action.screens ?? def.screens.write)) states.push({ key, can: false, reason: VIEW_ONLY_REASON });
    else {
      const refusal = handler?.refusal(row as never, principal) ?? null;
      states.push(refusal ? { key, can: false, reason: refusal } : { key, can: true });
    }
  }
  return states;
}

/** The rows as a screen gets them: each with its `actions`. */
export const withRowActions = <R extends Row>(def: ResourceDefinition, rows: R[], principal: Principal | null) =>
  rows.map((row) => ({ ...row, actions: principal ? rowActionStates(def, row, principal) : [] }));
