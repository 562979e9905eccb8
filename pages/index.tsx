import Link from 'next/link';
import { useSession } from 'next-auth/react';
import type { ReactElement } from 'react';
import { HomeDashboard } from '@/components/dashboards/HomeDashboard';
import { greetingFor } from '@/components/shell/greeting';
import { Icon } from '@/components/shell/icons';
import { countScreens, firstScreen } from '@/components/shell/menu-route';
import { useVisibleMenu } from '@/hooks/use-permissions';
import { useUserById } from '@/hooks/use-user-by-id';
import { displayName } from '@/lib/rules/display-name';
import { AppLayout } from '@/layouts/AppLayout';
import type { AppPage } from '@/types/page';

/**
 * Home: a greeting, the user's day — the dashboard of their role, or what waits for them
 * (components/dashboards/HomeDashboard) —, then the modules they may open (the visible menu's first two levels).
 */
const HomePage: AppPage = () => {
  const { data: session } = useSession();
  const { data: user } = useUserById(session?.user?.id);
  const { menu, permissions } = useVisibleMenu();
  const fullName = user?.full_name ?? session?.user?.full_name ?? '';
  const group = user?.user?.user_group ?? session?.user?.user_group ?? '';
  // Rendered only in the browser (the session gate shows a loader on the server), so the hour is local.
  const greeting = greetingFor(new Date().getHours());

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-semibold text-slate-800" data-testid="home-greeting">
          {greeting}, {displayName(fullName)}
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          Signed in as <span className="font-medium">{fullName}</span> ({group}).
        </p>
      </section>

      {menu.length > 0 && <HomeDashboard permissions={permissions} />}

      {menu.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-600" data-testid="no-modules">
          Your role does not include any screen yet. Ask an administrator for access.
        </p>
      ) : (
        menu.map((top) => (
          <section key={top.value} aria-labelledby={`module-${top.label}`} data-testid="home-module">
            <h2 id={`module-${top.label}`} className="mb-3 flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-500">
              <Icon name={top.icon} className="h-4 w-4" />
              {top.label}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {(top.children ?? [top]).map((module) => {
                const screens = countScreens(module);
                return (
                  <li key={module.value}>
                    <Link
                      href={firstScreen(module)}
                      data-testid="home-module-card"
                      className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-slate-400 hover:shadow"
                    >
                      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600">
                        <Icon name={module.icon ?? top.icon} className="h-5 w-5" />
                      </span>
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-800">{module.label}</span>
                        <span className="block text-xs text-slate-500">
                          {screens} {screens === 1 ? 'screen' : 'screens'}
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
};
HomePage.getLayout = (page: ReactElement) => <AppLayout>{page}</AppLayout>;

export default HomePage;
