export {
  escapeHtml,
  htmlPage,
  oneLine,
  orderPlacedCustomerMessage,
  orderPlacedDealerMessage,
  proofDecidedMessage,
  proofSentMessage,
  quoteRequestedMessage,
  quoteSentMessage,
} from './notice-messages.js';
export type { NoticeMessage } from './notice-messages.js';
export type { NoticesService } from './notices.service.js';
