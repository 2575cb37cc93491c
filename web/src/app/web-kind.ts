/**
 * What a project kind's module declares of its part of the web app (`WebKind`), apart from the
 * list of kinds (web-kinds.ts), so that a kind's module can type its declaration without
 * importing the list that imports it.
 */
import type { TypePolicies } from '@apollo/client';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/** One kind of project's part of the web app, as its module declares it. */
export interface WebKind {
  /** The GraphQL object type of the kind's projects (the `Project` interface's implementation). */
  readonly graphqlType: string;
  /** Its entry in the dashboard's sidebar, after the kinds the dashboard holds itself. */
  readonly dashboardNav: { to: string; label: string; icon: ComponentType<{ size?: number }>; end: boolean };
  /** Its dashboard screens, under `/dashboard/` (signed-in dealers only). */
  readonly dashboardRoutes: readonly RouteObject[];
  /** Its other routes: the pages anyone opens (no dashboard chrome) and its print pages. */
  readonly routes: readonly RouteObject[];
  /** The Apollo cache's type policies of its types. */
  readonly typePolicies: TypePolicies;
  /**
   * What the kind offers a dealer on another kind's project page: a new project of this kind
   * made from it. Absent: nothing.
   */
  readonly projectAction?: ComponentType<ProjectActionProps>;
  /**
   * How the dealer's order screens name an order made from one of its projects (not from a
   * quote): the order sync list's cell and the order page's line. Absent: its projects make no
   * orders.
   */
  readonly orderSource?: { Cell: ComponentType<OrderSourceProps>; Summary: ComponentType<OrderSourceProps> };
}

/** A project page's dealer, offered another kind's action on it (its `projectAction`). */
export interface ProjectActionProps {
  /** The project the action starts from: its type, public id and what the action calls it. */
  source: { type: 'SNAPSHEET' | 'PLAYBOOK' | 'SHOWROOM'; id: string; name: string };
  teamName: string;
}

/** An order's source project as the order screens read it (`Order`'s field of the kind). */
export interface OrderSourceProps {
  source: { id: string; name: string; round: number };
  /** When the order went to production; null while held. */
  sentAt: string | null | undefined;
}
