/**
 * What the create form says and does per kind of project: the words of its page, where its list
 * is, and the flags of the steps that differ (a snapsheet's start, a playbook's cover). The
 * steps themselves come from `createSteps`; the create mutation from `useCreateProject`.
 */
import type { CreateType } from './create-project-form';

export interface CreateKind {
  /** The dashboard list the page goes back to, and its label. */
  listPath: string;
  listLabel: string;
  heading: string;
  blurb: string;
  submitLabel: string;
  /** The toast of a failed create (the original system's words). */
  errorToast: string;
  /** A snapsheet starts blank, from a template or from another snapsheet (`?snapsheet_template=`). */
  choosesStart: boolean;
  /** A playbook may open with a cover page and an index of its sports. */
  hasCoverAndIndex: boolean;
  /** The form reads the playbook's colours and sports, else the snapsheet's colours and templates. */
  readsPlaybookData: boolean;
}

export const CREATE_KINDS: Record<CreateType, CreateKind> = {
  SNAPSHEET: {
    listPath: '/dashboard/projects/snapsheet',
    listLabel: 'My Snapsheets',
    heading: 'Create Snapsheet',
    blurb: 'Three products a page in your customer’s team colours.',
    submitLabel: 'Create snapsheet',
    errorToast: 'Error creating snapsheet',
    choosesStart: true,
    hasCoverAndIndex: false,
    readsPlaybookData: false,
  },
  PLAYBOOK: {
    listPath: '/dashboard/projects/playbook',
    listLabel: 'My Playbooks',
    heading: 'Create Playbook',
    blurb: 'A printable catalogue of products by sport, in your customer’s team colours.',
    submitLabel: 'Create playbook',
    errorToast: 'error init pb',
    choosesStart: false,
    hasCoverAndIndex: true,
    readsPlaybookData: true,
  },
};
