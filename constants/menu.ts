// The whole menu (spec §2 "Menu tree", the routes of ../shared/spec/routes.txt plus
// /app/master-data/organization/pic-invoices). A permission is the route of the screen it grants
// (CONVENTIONS.md), so every leaf value below is also a permission path.

export type MenuItem = {
  label: string;
  value: string;
  icon?: string;
  children?: MenuItem[];
};

export type SearchablePage = { label: string; value: string };

export const MENU_ITEMS: MenuItem[] = [
  {
    label: 'DASHBOARD',
    value: '/dashboard',
    icon: 'dashboard',
    children: [
      { label: 'Corporate Performance', value: '/dashboard/eis', icon: 'chart' },
      { label: 'Marketing Performance', value: '/dashboard/eim', icon: 'chart' },
      { label: 'Dispatch Performance', value: '/dashboard/eid', icon: 'chart' },
    ],
  },
  {
    label: 'APP',
    value: '/app',
    icon: 'app',
    children: [
      {
        label: 'Master Data',
        value: '/app/master-data',
        icon: 'database',
        children: [
          {
            label: 'Customers',
            value: '/app/master-data/customers',
            children: [
              { label: 'Add', value: '/app/master-data/customers/add' },
              { label: 'List', value: '/app/master-data/customers/list' },
              { label: 'Adjustment', value: '/app/master-data/customers/adjustment' },
              { label: 'Contract', value: '/app/master-data/customers/contract' },
            ],
          },
          {
            label: 'Organization',
            value: '/app/master-data/organization',
            children: [
              { label: 'Branches', value: '/app/master-data/organization/branches' },
              { label: 'Offices', value: '/app/master-data/organization/offices' },
              { label: 'Employees', value: '/app/master-data/organization/employees' },
              { label: 'Coverage Areas', value: '/app/master-data/organization/coverage-areas' },
              { label: 'Drivers', value: '/app/master-data/organization/drivers' },
              { label: 'Fleet', value: '/app/master-data/organization/fleet' },
              { label: 'PIC Document', value: '/app/master-data/organization/pic-document' },
              { label: 'PIC Invoices', value: '/app/master-data/organization/pic-invoices' },
            ],
          },
          {
            label: 'System',
            value: '/app/master-data/system',
            children: [
              { label: 'Roles', value: '/app/master-data/system/roles' },
              { label: 'Users', value: '/app/master-data/system/users' },
            ],
          },
          { label: 'Vendor', value: '/app/master-data/vendor' },
          {
            label: 'Target',
            value: '/app/master-data/target',
            children: [
              { label: 'Customer', value: '/app/master-data/target/customer' },
              { label: 'Sales', value: '/app/master-data/target/sales' },
            ],
          },
          {
            label: 'Price',
            value: '/app/master-data/price',
            children: [
              { label: 'List', value: '/app/master-data/price/list' },
              { label: 'Import', value: '/app/master-data/price/import' },
            ],
          },
          {
            label: 'AWB Distribution',
            value: '/app/master-data/awb-distribution',
            children: [
              { label: 'Add', value: '/app/master-data/awb-distribution/add' },
              { label: 'List', value: '/app/master-data/awb-distribution/list' },
            ],
          },
        ],
      },
      {
        label: 'Report',
        value: '/app/report',
        icon: 'file',
        children: [
          { label: 'Delivery', value: '/app/report/delivery' },
          { label: 'Operational Delivery', value: '/app/report/operational-delivery' },
          { label: 'Performance Marketing', value: '/app/report/performance-marketing' },
          { label: 'Sales Recap', value: '/app/report/sales-recap' },
          { label: 'Aging AP', value: '/app/report/aging-ap' },
          { label: 'Aging AR Customer', value: '/app/report/aging-ar-customer' },
          { label: 'Aging AR Marketing', value: '/app/report/aging-ar-marketing' },
          { label: 'Monitoring Delivery', value: '/app/report/monitoring-delivery' },
          { label: 'Monitoring Receivable', value: '/app/report/monitoring-receivable' },
          { label: 'Sales Service', value: '/app/report/sales-service' },
          { label: 'Sales Branches', value: '/app/report/sales-branches' },
          { label: 'Tax Sales', value: '/app/report/tax-sales' },
          { label: 'Tax Purchase', value: '/app/report/tax-purchase' },
          { label: 'HPP', value: '/app/report/hpp' },
          { label: 'Customer', value: '/app/report/customer' },
          { label: 'Trip Allowance', value: '/app/report/trip-allowance' },
          { label: 'Productivity', value: '/app/report/productivity' },
        ],
      },
    ],
  },
  {
    label: 'OPERATIONAL',
    value: '/operational',
    icon: 'truck',
    children: [
      {
        label: 'Tracking',
        value: '/operational/tracking',
        icon: 'search',
        children: [{ label: 'System', value: '/operational/tracking/system' }],
      },
      {
        label: 'Pickup',
        value: '/operational/pickup',
        icon: 'package',
        children: [
          { label: 'Add', value: '/operational/pickup/add' },
          { label: 'Booking', value: '/operational/pickup/booking' },
          { label: 'List', value: '/operational/pickup/list' },
          { label: 'Cancel', value: '/operational/pickup/cancel' },
        ],
      },
      {
        label: 'POS',
        value: '/operational/pos',
        icon: 'cash',
        children: [
          {
            label: 'Cash',
            value: '/operational/pos/cash',
            children: [
              { label: 'Entry', value: '/operational/pos/cash/entry' },
              { label: 'Booking', value: '/operational/pos/cash/booking' },
              {
                label: 'Cash Register',
                value: '/operational/pos/cash/cash-register',
                children: [
                  { label: 'Generate', value: '/operational/pos/cash/cash-register/generate' },
                  { label: 'Booking', value: '/operational/pos/cash/cash-register/booking' },
                  { label: 'List', value: '/operational/pos/cash/cash-register/list' },
                  { label: 'Void', value: '/operational/pos/cash/cash-register/cancel' },
                ],
              },
            ],
          },
          {
            label: 'Credit',
            value: '/operational/pos/credit',
            children: [
              { label: 'Entry', value: '/operational/pos/credit/entry' },
              { label: 'Booking', value: '/operational/pos/credit/booking' },
            ],
          },
          {
            label: 'Integration',
            value: '/operational/pos/integration',
            children: [{ label: 'Booking', value: '/operational/pos/integration/booking' }],
          },
        ],
      },
      {
        label: 'Outgoing',
        value: '/operational/outgoing',
        icon: 'send',
        children: [
          {
            label: 'Shipping Bag',
            value: '/operational/outgoing/shipping-bag',
            children: [
              { label: 'Add', value: '/operational/outgoing/shipping-bag/add' },
              { label: 'List', value: '/operational/outgoing/shipping-bag/list' },
              { label: 'Cancel', value: '/operational/outgoing/shipping-bag/cancel' },
            ],
          },
          {
            label: 'Outgoing',
            value: '/operational/outgoing/outgoing',
            children: [
              { label: 'Add', value: '/operational/outgoing/outgoing/add' },
              { label: 'List', value: '/operational/outgoing/outgoing/list' },
              { label: 'Reprint', value: '/operational/outgoing/outgoing/reprint' },
              { label: 'Cancel', value: '/operational/outgoing/outgoing/cancel' },
            ],
          },
        ],
      },
      {
        label: 'Incoming',
        value: '/operational/incoming',
        icon: 'inbox',
        children: [
          {
            label: 'Incoming',
            value: '/operational/incoming/incoming',
            children: [
              { label: 'Add', value: '/operational/incoming/incoming/add' },
              { label: 'List', value: '/operational/incoming/incoming/list' },
              { label: 'Cancel', value: '/operational/incoming/incoming/cancel' },
            ],
          },
        ],
      },
      {
        label: 'Delivery',
        value: '/operational/delivery',
        icon: 'truck',
        children: [
          {
            label: 'Delivery Internal',
            value: '/operational/delivery/delivery-internal',
            children: [
              { label: 'Add', value: '/operational/delivery/delivery-internal/add' },
              { label: 'List', value: '/operational/delivery/delivery-internal/list' },
              { label: 'Cancel', value: '/operational/delivery/delivery-internal/cancel' },
            ],
          },
          {
            label: 'Delivery Vendor',
            value: '/operational/delivery/delivery-vendor',
            children: [
              { label: 'Add', value: '/operational/delivery/delivery-vendor/add' },
              { label: 'List', value: '/operational/delivery/delivery-vendor/list' },
              { label: 'Cancel', value: '/operational/delivery/delivery-vendor/cancel' },
            ],
          },
          {
            label: 'Stop Point',
            value: '/operational/delivery/stop-point',
            children: [{ label: 'Add', value: '/operational/delivery/stop-point/add' }],
          },
        ],
      },
      {
        label: 'POD',
        value: '/operational/pod',
        icon: 'check',
        children: [
          {
            label: 'Delivery Status',
            value: '/operational/pod/delivery-status',
            children: [
              { label: 'Add', value: '/operational/pod/delivery-status/add' },
              { label: 'Cancel', value: '/operational/pod/delivery-status/cancel' },
            ],
          },
          {
            label: 'POD Return',
            value: '/operational/pod/pod-return',
            children: [
              { label: 'Add', value: '/operational/pod/pod-return/add' },
              { label: 'Draft', value: '/operational/pod/pod-return/draft' },
              { label: 'List', value: '/operational/pod/pod-return/list' },
              { label: 'Reprint', value: '/operational/pod/pod-return/reprint' },
              { label: 'Cancel', value: '/operational/pod/pod-return/cancel' },
              {
                label: 'Reception',
                value: '/operational/pod/pod-return/reception',
                children: [
                  { label: 'Add', value: '/operational/pod/pod-return/reception/add' },
                  { label: 'List', value: '/operational/pod/pod-return/reception/list' },
                  { label: 'Cancel', value: '/operational/pod/pod-return/reception/cancel' },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    label: 'FINANCE',
    value: '/finance',
    icon: 'wallet',
    children: [
      {
        label: 'AP',
        value: '/finance/ap',
        icon: 'folder',
        children: [
          {
            label: 'Invoice Vendor',
            value: '/finance/ap/invoice-vendor',
            children: [
              { label: 'Add', value: '/finance/ap/invoice-vendor/add' },
              { label: 'Draft', value: '/finance/ap/invoice-vendor/draft' },
              { label: 'List', value: '/finance/ap/invoice-vendor/list' },
              { label: 'Cancel', value: '/finance/ap/invoice-vendor/cancel' },
            ],
          },
          {
            label: 'Payment Invoice Vendor',
            value: '/finance/ap/payment-invoice-vendor',
            children: [
              { label: 'Entry', value: '/finance/ap/payment-invoice-vendor/entry' },
              { label: 'List', value: '/finance/ap/payment-invoice-vendor/list' },
              { label: 'Cancel', value: '/finance/ap/payment-invoice-vendor/cancel' },
              { label: 'Report', value: '/finance/ap/payment-invoice-vendor/report' },
            ],
          },
        ],
      },
      {
        label: 'AR',
        value: '/finance/ar',
        icon: 'folder',
        children: [
          {
            label: 'Customer Data Report',
            value: '/finance/ar/customer-data-report',
            children: [
              { label: 'Posting', value: '/finance/ar/customer-data-report/posting' },
              { label: 'List', value: '/finance/ar/customer-data-report/list' },
              { label: 'Cancel', value: '/finance/ar/customer-data-report/cancel' },
            ],
          },
          {
            label: 'Invoice',
            value: '/finance/ar/invoice',
            children: [
              { label: 'Generate Draft', value: '/finance/ar/invoice/generate-draft' },
              { label: 'Draft', value: '/finance/ar/invoice/draft' },
              { label: 'List', value: '/finance/ar/invoice/list' },
              { label: 'Cancel', value: '/finance/ar/invoice/cancel' },
              { label: 'Cancel Draft Invoice', value: '/finance/ar/invoice/cancel-draft-invoice' },
              { label: 'Report', value: '/finance/ar/invoice/report' },
            ],
          },
          {
            label: 'Payment Invoice',
            value: '/finance/ar/payment-invoice',
            children: [
              { label: 'Entry', value: '/finance/ar/payment-invoice/entry' },
              { label: 'List', value: '/finance/ar/payment-invoice/list' },
              { label: 'Report', value: '/finance/ar/payment-invoice/report' },
              { label: 'Cancel', value: '/finance/ar/payment-invoice/cancel' },
            ],
          },
          {
            label: 'Collector Management',
            value: '/finance/ar/collector-management',
            children: [
              {
                label: 'Delivery Sheet Invoice',
                value: '/finance/ar/collector-management/delivery-sheet-invoice',
                children: [
                  { label: 'Add', value: '/finance/ar/collector-management/delivery-sheet-invoice/add' },
                  { label: 'Booking', value: '/finance/ar/collector-management/delivery-sheet-invoice/booking' },
                  { label: 'List', value: '/finance/ar/collector-management/delivery-sheet-invoice/list' },
                  { label: 'Cancel', value: '/finance/ar/collector-management/delivery-sheet-invoice/cancel' },
                ],
              },
              {
                label: 'Collector Invoice',
                value: '/finance/ar/collector-management/collector-invoice',
                children: [
                  { label: 'Add', value: '/finance/ar/collector-management/collector-invoice/add' },
                  { label: 'Draft', value: '/finance/ar/collector-management/collector-invoice/draft' },
                  { label: 'List', value: '/finance/ar/collector-management/collector-invoice/list' },
                  { label: 'Cancel', value: '/finance/ar/collector-management/collector-invoice/cancel' },
                ],
              },
              {
                label: 'POD Invoice',
                value: '/finance/ar/collector-management/pod-invoice',
                children: [
                  { label: 'Add', value: '/finance/ar/collector-management/pod-invoice/add' },
                  { label: 'Cancel', value: '/finance/ar/collector-management/pod-invoice/cancel' },
                ],
              },
            ],
          },
          {
            label: 'Receivable',
            value: '/finance/ar/receivable',
            children: [
              { label: 'Add', value: '/finance/ar/receivable/add' },
              { label: 'List', value: '/finance/ar/receivable/list' },
              { label: 'Card', value: '/finance/ar/receivable/card' },
              { label: 'Cancel', value: '/finance/ar/receivable/cancel' },
            ],
          },
          {
            label: 'Credit Note',
            value: '/finance/ar/credit-note',
            children: [
              { label: 'Add', value: '/finance/ar/credit-note/add' },
              { label: 'Draft', value: '/finance/ar/credit-note/draft' },
              { label: 'List', value: '/finance/ar/credit-note/list' },
              { label: 'Cancel', value: '/finance/ar/credit-note/cancel' },
            ],
          },
        ],
      },
      {
        label: 'Trip Allowance',
        value: '/finance/trip-allowance',
        icon: 'folder',
        children: [
          { label: 'Add', value: '/finance/trip-allowance/add' },
          { label: 'Draft', value: '/finance/trip-allowance/draft' },
          { label: 'List', value: '/finance/trip-allowance/list' },
          { label: 'Cancel', value: '/finance/trip-allowance/cancel' },
        ],
      },
    ],
  },
  {
    label: 'MISC',
    value: '/misc',
    icon: 'settings',
    children: [
      {
        label: 'Helpdesk',
        value: '/misc/helpdesk',
        icon: 'help',
        children: [
          { label: 'Report Helpdesk', value: '/misc/helpdesk/report-helpdesk' },
          { label: 'Tracking Helpdesk', value: '/misc/helpdesk/tracking-helpdesk' },
          { label: 'Change Koli', value: '/misc/helpdesk/change-koli' },
          { label: 'Change Weight', value: '/misc/helpdesk/change-weight' },
          { label: 'Change Price', value: '/misc/helpdesk/change-price' },
          { label: 'Change Additional Cost', value: '/misc/helpdesk/change-additional-cost' },
          { label: 'Change Insurance', value: '/misc/helpdesk/change-insurance' },
          { label: 'Change Origin', value: '/misc/helpdesk/change-origin' },
          { label: 'Change Service', value: '/misc/helpdesk/change-service' },
          { label: 'Change Destination', value: '/misc/helpdesk/change-destination' },
          { label: 'Change Account', value: '/misc/helpdesk/change-account' },
          { label: 'Change Date', value: '/misc/helpdesk/change-date' },
          { label: 'Change Shipper Name', value: '/misc/helpdesk/change-shipper-name' },
          { label: 'Change Consignee Name', value: '/misc/helpdesk/change-consignee-name' },
          { label: 'Change Shipper Address', value: '/misc/helpdesk/change-shipper-address' },
          { label: 'Change Consignee Address', value: '/misc/helpdesk/change-consignee-address' },
          { label: 'Change Special Instructions', value: '/misc/helpdesk/change-special-instructions' },
        ],
      },
      {
        label: 'Memo Internal',
        value: '/misc/memo-internal',
        icon: 'file',
        children: [
          {
            label: 'Void Receipt',
            value: '/misc/memo-internal/void-receipt',
            children: [
              { label: 'Add', value: '/misc/memo-internal/void-receipt/add' },
              { label: 'List', value: '/misc/memo-internal/void-receipt/list' },
            ],
          },
          {
            label: 'Revision Invoice',
            value: '/misc/memo-internal/revision-invoice',
            children: [
              { label: 'Add', value: '/misc/memo-internal/revision-invoice/add' },
              { label: 'List', value: '/misc/memo-internal/revision-invoice/list' },
            ],
          },
          {
            label: 'Special Price',
            value: '/misc/memo-internal/special-price',
            children: [
              { label: 'Add', value: '/misc/memo-internal/special-price/add' },
              { label: 'List', value: '/misc/memo-internal/special-price/list' },
            ],
          },
        ],
      },
      {
        label: 'Settings',
        value: '/misc/settings',
        icon: 'settings',
        children: [
          { label: 'Service', value: '/misc/settings/service' },
          { label: 'Product', value: '/misc/settings/product' },
          { label: 'Cost Type', value: '/misc/settings/cost-type' },
          { label: 'Cost Case', value: '/misc/settings/cost-case' },
          { label: 'Moda', value: '/misc/settings/moda' },
          { label: 'Customer Type', value: '/misc/settings/customer-type' },
          { label: 'Customer Pareto', value: '/misc/settings/customer-pareto' },
          { label: 'Reference Type', value: '/misc/settings/reference-type' },
          { label: 'Delivery Cost', value: '/misc/settings/delivery-cost' },
          { label: 'Holiday', value: '/misc/settings/holiday' },
          { label: 'Mobile Version', value: '/misc/settings/mobile-version' },
          { label: 'System', value: '/misc/settings/system' },
        ],
      },
      {
        label: 'Logs',
        value: '/misc/logs',
        icon: 'list',
        children: [
          { label: 'Transactions', value: '/misc/logs/transactions' },
          { label: 'Users', value: '/misc/logs/users' },
        ],
      },
    ],
  },
];

/** Each leaf with the chain of labels leading to it (top-level first), depth-first in tree order. */
export function menuLeaves(tree: readonly MenuItem[] = MENU_ITEMS): { item: MenuItem; trail: string[] }[] {
  const out: { item: MenuItem; trail: string[] }[] = [];
  const walk = (items: readonly MenuItem[], trail: string[]) => {
    for (const item of items) {
      const here = [...trail, item.label];
      if (item.children?.length) walk(item.children, here);
      else out.push({ item, trail: here });
    }
  };
  walk(tree, []);
  return out;
}

/** The item (group or leaf) whose value is exactly `route`, or undefined. */
export function findMenuItem(route: string, tree: readonly MenuItem[] = MENU_ITEMS): MenuItem | undefined {
  for (const item of tree) {
    if (item.value === route) return item;
    const found = item.children ? findMenuItem(route, item.children) : undefined;
    if (found) return found;
  }
  return undefined;
}

export const SCREEN_ROUTES: string[] = menuLeaves().map(({ item }) => item.value);

// Search label = parent label + leaf label ('Customers List'), or the leaf alone when its parent is top-level
// or when the leaf label already names the parent ('Report Helpdesk', 'Cancel Draft Invoice').
function searchLabel(trail: string[]): string {
  const leaf = trail[trail.length - 1];
  if (trail.length <= 2) return leaf;
  const parent = trail[trail.length - 2];
  return leaf.toLowerCase().includes(parent.toLowerCase()) ? leaf : `${parent} ${leaf}`;
}

export const SEARCHABLE_PAGES: SearchablePage[] = menuLeaves().map(({ item, trail }) => ({
  label: searchLabel(trail),
  value: item.value,
}));
