/**
 * Emails in the recipient's language: typed templates (templates.ts, texts in locales/) and the
 * rule that picks the language (recipient-language.ts). Outside domains/, so any domain may use it;
 * it imports no domain.
 */
export {
  type EmailKind,
  type EmailParams,
  emailText,
  renderEmail,
  type RenderedEmail,
} from './templates';
export { findAccountLanguage, findUserLanguage, recipientLanguage } from './recipient-language';
