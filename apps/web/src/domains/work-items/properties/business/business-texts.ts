import { type IconName } from '../../../../ui/Icon';
import { type BusinessField } from './business-fields';

/** How each business field is named and drawn: row label, empty text, plural, icon, test id. */
export const BUSINESS_TEXTS = {
  shop: {
    label: 'Shop',
    noneLabel: 'No shop',
    plural: 'shops',
    icon: 'store',
    testId: 'property-shop',
  },
  shops: {
    label: 'Shops',
    noneLabel: 'No shops',
    plural: 'shops',
    icon: 'shopping-bag',
    testId: 'property-shops',
  },
  customer: {
    label: 'Customer',
    noneLabel: 'No customer',
    plural: 'customers',
    icon: 'contact',
    testId: 'property-customer',
  },
  customers: {
    label: 'Customers',
    noneLabel: 'No customers',
    plural: 'customers',
    icon: 'building',
    testId: 'property-customers',
  },
  budget_source: {
    label: 'Budget source',
    noneLabel: 'No budget source',
    plural: 'budget sources',
    icon: 'wallet',
    testId: 'property-budget-source',
  },
  is_revision: {
    label: 'Revision',
    noneLabel: 'No',
    plural: 'revisions',
    icon: 'refresh',
    testId: 'property-revision',
  },
} as const satisfies Record<
  BusinessField,
  { label: string; noneLabel: string; plural: string; icon: IconName; testId: string }
>;
