import type { IconName } from '#web/ui/Icon';
import { workItemsText } from '#web/domains/work-items/work-items-text';
import type { BusinessField } from './business-fields';

/** How a business field is named (in the current language) and drawn. */
export interface BusinessTexts {
  /** The field's name ("Shop"): row label, trigger prefix, an empty button's text. */
  readonly label: string;
  /** What an empty value reads as ("No shop"). */
  readonly noneLabel: string;
  /** The search prompt of its picker ("Search shops…"). */
  readonly searchPlaceholder: string;
  /** What the picker says when the search matches nothing ("No shops match"). */
  readonly emptyText: string;
  /** A count of chosen entries ("3 shops"). */
  countLabel: (count: number) => string;
  icon: IconName;
  testId: string;
}

type Key = 'shop' | 'shops' | 'customer' | 'customers' | 'budgetSource' | 'revision';

function texts(key: Key, icon: IconName, testId: string): BusinessTexts {
  return {
    get label() {
      return workItemsText(`properties.business.${key}.label`);
    },
    get noneLabel() {
      return workItemsText(`properties.business.${key}.none`);
    },
    get searchPlaceholder() {
      return workItemsText(`properties.business.${key}.search`);
    },
    get emptyText() {
      return workItemsText(`properties.business.${key}.noMatch`);
    },
    countLabel: (count) => workItemsText(`properties.business.${key}.count`, { count }),
    icon,
    testId,
  };
}

/** Each business field's texts, icon and test id; the texts follow the language when read. */
export const BUSINESS_TEXTS: Readonly<Record<BusinessField, BusinessTexts>> = {
  shop: texts('shop', 'store', 'property-shop'),
  shops: texts('shops', 'shopping-bag', 'property-shops'),
  customer: texts('customer', 'contact', 'property-customer'),
  customers: texts('customers', 'building', 'property-customers'),
  budget_source: texts('budgetSource', 'wallet', 'property-budget-source'),
  is_revision: texts('revision', 'refresh', 'property-revision'),
};
