import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { Forbidden } from '@/components/shell/Forbidden';
import { useCurrentPath } from '@/components/shell/menu-route';
import { useEffectiveLayout } from '@/hooks/use-layout';
import { useVisibleMenu } from '@/hooks/use-permissions';
import { useSiteColours } from '@/hooks/use-site-colours';
import { canOpenRoute } from '@/lib/rules/route-access';
import { useAppDispatch, useAppSelector } from '@/store';
import { setSidebarActive } from '@/store/app-slice';
import { AppFooter } from './AppFooter';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

// Only horizontal-layout users download the flyout menu.
const HorizontalMenu = dynamic(() => import('@/components/shell/HorizontalMenu'), {
  ssr: false,
  loading: () => <div className="h-[53px] border-b border-slate-200 bg-white" aria-hidden />,
});

/**
 * The signed-in shell (spec §1, §2): top bar, the menu (sidebar or menu bar, from the user's
 * permissions), the page — or a 403 panel when its route is a screen the user may not open — and the
 * footer (the theme-settings button is in the top bar). Used by every signed-in page through `Page.getLayout`.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const router = useRouter();
  const path = useCurrentPath();
  const dispatch = useAppDispatch();
  const { layout, isNarrow } = useEffectiveLayout();
  const toggled = useAppSelector((state) => state.app.themeConfig.layout.sidebar.isActive);
  const { menu, permissions } = useVisibleMenu();
  const colours = useSiteColours();

  // Narrow screens: the sidebar lies over the page, so it closes on every navigation (and when the
  // window becomes narrow).
  useEffect(() => {
    if (isNarrow) dispatch(setSidebarActive(false));
  }, [dispatch, isNarrow, path]);

  const vertical = layout === 'vertical';
  const sidebarVisible = vertical && (isNarrow ? toggled : !toggled);
  const allowed = canOpenRoute(router.pathname, permissions);

  return (
    <div className="min-h-screen bg-slate-50 md:flex" data-layout={layout}>
      {vertical && (
        <Sidebar
          menu={menu}
          path={path}
          toggled={toggled}
          visible={sidebarVisible}
          onClose={() => dispatch(setSidebarActive(false))}
        />
      )}
      <div className="flex min-h-screen min-w-0 flex-1 flex-col">
        <div className="sticky top-0 z-20">
          <TopBar
            layout={layout}
            sidebarVisible={sidebarVisible}
            onToggleSidebar={() => dispatch(setSidebarActive(!toggled))}
          />
          {!vertical && <HorizontalMenu menu={menu} path={path} selectedColour={colours.selected} />}
        </div>
        <main className="flex-1 px-4 py-6 sm:px-6">{allowed ? children : <Forbidden />}</main>
        <AppFooter />
      </div>
    </div>
  );
}
