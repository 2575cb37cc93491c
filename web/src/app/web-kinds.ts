/**
 * The project kinds the web app is told of by their own modules (beside their facts in
 * @tas/rules `PROJECT_KINDS`): a kind whose screens live in its module declares its routes, its
 * dashboard entry and its cache's type policies as a `WebKind`, and this list is the one place
 * they are put together, for the router, the dashboard's sidebar and the Apollo cache. A new
 * kind is added here.
 */
import { storeWebKind } from '../modules/store/store-kind';
import type { WebKind } from './web-kind';

export const WEB_KINDS: readonly WebKind[] = [storeWebKind];

/**
 * The order screens' view of an order made from a project: the kind whose projects make orders
 * (the store's production order; `Order.store`).
 */
export const ORDER_SOURCE = WEB_KINDS.flatMap((kind) => (kind.orderSource ? [kind.orderSource] : []))[0]!;

/** The kinds' actions on a project page (the snapsheet's: open a store of its products). */
export const PROJECT_ACTIONS = WEB_KINDS.flatMap((kind) => (kind.projectAction ? [kind.projectAction] : []));
