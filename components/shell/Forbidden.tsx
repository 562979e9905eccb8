import { StatusPanel } from './StatusPanel';

export const FORBIDDEN_TITLE = 'You do not have access to this page';

/** Spec §4: shown inside the shell, instead of a page the user's permissions do not include. */
export function Forbidden() {
  return (
    <StatusPanel testId="forbidden" code={403} icon="lock" tone="bg-amber-100 text-amber-700" title={FORBIDDEN_TITLE}>
      Your role does not include this screen. Ask an administrator if you need it.
    </StatusPanel>
  );
}
