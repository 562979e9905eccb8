import { DEMO_PASSWORD } from './support/env';
import { expect, signInThroughNextAuth, test } from './support/fixtures';
import { expectToast, row, shot, shotBothWidths, statusWith, unique, WIDE } from './support/admin';

const SCREEN = '/app/master-data/system/roles';
const USERS = '/app/master-data/system/users';
const CUSTOMERS = ['add', 'list', 'adjustment', 'contract'].map((s) => `/app/master-data/customers/${s}`);
const CORPORATE = '/dashboard/eis';

interface Role {
  id: number;
  name: string;
  permissions: string[];
  user_count: number;
}

test.describe('roles screen', () => {
  let roleName: string | undefined;
  let userCode: string | undefined;

  test.afterEach(async ({ adminApi }) => {
    const token = await adminApi.bearer();
    if (userCode) await statusWith(adminApi.request, token, 'DELETE', `/api/datamaster/delete/user/${userCode}`);
    if (roleName) {
      const roles = await adminApi.call<Role[]>('GET', `/api/datamaster/get/role?search=${encodeURIComponent(roleName)}`);
      for (const r of roles) await statusWith(adminApi.request, token, 'DELETE', `/api/datamaster/delete/role/${r.id}`);
    }
    roleName = userCode = undefined;
  });

  test('a role with a subset of the screens gives its new user exactly those; delete is refused while in use', async ({
    page,
    signIn,
    adminApi,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(WIDE);
    await signIn('admin');
    await page.goto(SCREEN);
    await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await shotBothWidths(page, testInfo, 'admin-roles');

    roleName = unique('E2E Role');
    let role!: Role;

    await test.step('add: ticking a group ticks its screens, parents go indeterminate', async () => {
      await page.getByTestId('add-role').click();
      const form = page.getByTestId('role-form');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName!);
      await form.getByLabel('Description').fill('Customers, corporate dashboard and the user list');
      const tree = form.getByTestId('permission-tree');
      await tree.getByRole('button', { name: 'Expand APP / Master Data', exact: true }).click();
      await tree.getByRole('button', { name: 'Expand APP / Master Data / Customers' }).click();
      await tree.getByRole('checkbox', { name: 'APP / Master Data / Customers', exact: true }).check();
      for (const label of ['Add', 'List', 'Adjustment', 'Contract']) {
        await expect(tree.getByRole('checkbox', { name: `APP / Master Data / Customers / ${label}` })).toBeChecked();
      }
      await expect(tree.getByRole('checkbox', { name: 'APP / Master Data', exact: true })).toBeChecked({ indeterminate: true });
      await expect(tree.getByRole('checkbox', { name: 'APP', exact: true })).toBeChecked({ indeterminate: true });
      // Untick one, tick it back.
      await tree.getByRole('checkbox', { name: 'APP / Master Data / Customers / Contract' }).uncheck();
      await expect(tree.getByRole('checkbox', { name: 'APP / Master Data / Customers', exact: true })).toBeChecked({ indeterminate: true });
      await tree.getByRole('checkbox', { name: 'APP / Master Data / Customers / Contract' }).check();
      await expect(tree.getByRole('checkbox', { name: 'APP / Master Data / Customers', exact: true })).toBeChecked();

      await tree.getByRole('button', { name: 'Expand APP / Master Data / System' }).click();
      await tree.getByRole('checkbox', { name: 'APP / Master Data / System / Users' }).check();
      await tree.getByRole('checkbox', { name: 'DASHBOARD / Corporate Performance' }).check();
      await expect(tree.getByRole('checkbox', { name: 'DASHBOARD', exact: true })).toBeChecked({ indeterminate: true });
      await expect(tree.getByTestId('permission-count')).toContainText('6 of');
      await shot(page, testInfo, 'admin-roles-form');
      await form.getByTestId('role-form-submit').click();
      await expect(form).toHaveCount(0);
      await expectToast(page, `Role ${roleName} created`);

      [role] = await adminApi.call<Role[]>('GET', `/api/datamaster/get/role?search=${encodeURIComponent(roleName!)}`);
      expect(role.permissions.sort()).toEqual([CORPORATE, ...CUSTOMERS, USERS].sort());
      await page.getByRole('searchbox', { name: 'Search roles' }).fill(roleName!);
      await expect(row(page, role.id).getByTestId('role-screens')).toHaveText('6 screens');
      await expect(row(page, role.id).getByTestId('role-user-count')).toHaveText('0');
    });

    await test.step('a duplicate name is refused on the field', async () => {
      await page.getByTestId('add-role').click();
      const form = page.getByTestId('role-form');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName!);
      await form.getByTestId('role-form-submit').click();
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByTestId('form-error')).toContainText('already exists');
      await form.getByRole('button', { name: 'Cancel' }).click();
    });

    await test.step('a new user with the role gets exactly its screens (API 200 / 403, menu, 403 page)', async () => {
      userCode = unique('e2e-role');
      await adminApi.call('POST', '/api/datamaster/create/user', {
        user_code: userCode,
        full_name: 'E2E ROLE USER',
        role_id: role.id,
        password: DEMO_PASSWORD,
      });
      const context = await browser.newContext({ baseURL });
      try {
        const theirs = await context.newPage();
        await theirs.setViewportSize(WIDE);
        const session = await signInThroughNextAuth(theirs, userCode);
        expect(JSON.parse(session.user.permissions).sort()).toEqual(role.permissions.sort());
        const token = session.accessToken.token;
        expect(await statusWith(theirs.request, token, 'GET', '/api/datamaster/get/user')).toBe(200);
        expect(await statusWith(theirs.request, token, 'GET', '/api/datamaster/get/role')).toBe(200);
        expect(await statusWith(theirs.request, token, 'POST', '/api/datamaster/create/role', { name: 'x', permissions: [] })).toBe(403);
        expect(await statusWith(theirs.request, token, 'PUT', '/api/setting/update/site-setting/1', { value: 'X' })).toBe(403);

        await theirs.goto(USERS);
        await expect(theirs.getByTestId('users-screen')).toBeVisible();
        const menu = await theirs
          .getByTestId('sidebar')
          .locator('[data-menu-value]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-value')));
        expect(menu.filter((v) => v && /\/(eis|eim|eid|customers\/|system\/)/.test(v)).sort()).toEqual(
          [CORPORATE, ...CUSTOMERS, USERS].sort(),
        );
        await theirs.goto(SCREEN);
        await expect(theirs.getByTestId('forbidden')).toBeVisible();
        await expect(theirs.getByTestId('roles-screen')).toHaveCount(0);
      } finally {
        await context.close();
      }
      await page.reload();
      await expect(row(page, role.id).getByTestId('role-user-count')).toHaveText('1');
    });

    await test.step('while a user has it, Delete says why it is disabled', async () => {
      const del = row(page, role.id).getByRole('button', { name: `Delete ${roleName}` });
      await expect(del).toBeDisabled();
      await expect(row(page, role.id).locator('[data-disabled-reason]')).toHaveAttribute('data-disabled-reason', '1 user has this role');
    });

    await test.step('edit: the tree opens as saved; removing a screen saves', async () => {
      await row(page, role.id).getByRole('button', { name: `Edit ${roleName}` }).click();
      const form = page.getByTestId('role-form');
      const tree = form.getByTestId('permission-tree');
      await expect(tree.getByTestId('permission-count')).toContainText('6 of');
      await expect(tree.getByRole('checkbox', { name: 'DASHBOARD / Corporate Performance' })).toBeChecked();
      await tree.getByRole('checkbox', { name: 'DASHBOARD / Corporate Performance' }).uncheck();
      await expect(tree.getByRole('checkbox', { name: 'DASHBOARD', exact: true })).not.toBeChecked();
      await form.getByTestId('role-form-submit').click();
      await expect(form).toHaveCount(0);
      await expect(row(page, role.id).getByTestId('role-screens')).toHaveText('5 screens');
    });

    await test.step('a user given the role meanwhile: the server refuses the delete (409) and the message shows', async () => {
      await adminApi.deleteUser(userCode!);
      userCode = undefined;
      await page.reload();
      await expect(row(page, role.id).getByTestId('role-user-count')).toHaveText('0');
      await row(page, role.id).getByRole('button', { name: `Delete ${roleName}` }).click();
      const dialog = page.getByTestId('confirm-dialog');
      await expect(dialog).toContainText(roleName!);
      userCode = unique('e2e-race');
      await adminApi.call('POST', '/api/datamaster/create/user', {
        user_code: userCode,
        full_name: 'E2E RACE',
        role_id: role.id,
        password: DEMO_PASSWORD,
      });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, `The role ${roleName} is still given to 1 user. Give them another role first, then delete it.`);
      await expect(row(page, role.id)).toBeVisible();
      await expect(row(page, role.id).getByTestId('role-user-count')).toHaveText('1');
    });

    await test.step('delete once unused', async () => {
      await adminApi.deleteUser(userCode!);
      userCode = undefined;
      await page.reload();
      await row(page, role.id).getByRole('button', { name: `Delete ${roleName}` }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Role deleted');
      await expect(row(page, role.id)).toHaveCount(0);
      roleName = undefined;
    });
  });
});
