/**
 * The printable quote: its PDF, drawn by the render service from the web
 * app's `/print/quotes/<id>` page with the print grant of the quote's project, and that page's
 * read of the quote.
 */
import type { Db } from '../../db/index.js';
import type { QuoteRow, RenderJobRow } from '../../db/types.js';
import type { Caller } from '../../lib/caller.js';
import { ConflictError } from '../../lib/errors.js';
import { safeFilename } from '../../lib/filename.js';
import { parseId } from '../../lib/row-id.js';
import { findProjectById } from '../projects/index.js';
import * as repo from './quotes.repository.js';
import { teamNameOf } from '../projects/index.js';

/** What the printable quote needs besides the database (services.ts wires it). */
export interface QuoteDocumentsDeps {
  /** Queues a quote's PDF job (render/pdf-jobs.service.ts `queueQuotePdf`). */
  pdfs: {
    queueQuotePdf(quote: {
      quoteId: number;
      dealerId: number;
      projectId: number;
      filename: string;
    }): Promise<RenderJobRow>;
  };
}

/** The team a quote is for: its project's team name, else its title; null without a project. */
export async function teamNameOfQuote(db: Db, quote: Pick<QuoteRow, 'project_id'>): Promise<string | null> {
  const project = quote.project_id ? await findProjectById(db, quote.project_id) : undefined;
  return teamNameOf(project);
}

export function quoteDocuments(
  db: Db,
  deps: QuoteDocumentsDeps,
  /** The caller's quote or NOT_FOUND (quotes.service.ts). */
  ownQuote: (dealerId: number, id: string) => Promise<QuoteRow>,
) {
  return {
    /**
     * Queues the PDF of dealer `dealerId`'s quote `id`, named
     * `<team> quote <id>.pdf` (`quote <id>.pdf` without a team). Errors: NOT_FOUND for another
     * dealer's id; CONFLICT when the quote has no project (its print grant is the project's);
     * RATE_LIMITED while the project's quote PDFs are busy (pdf-jobs.service.ts).
     */
    async exportPdf(dealerId: number, id: string): Promise<RenderJobRow> {
      const quote = await ownQuote(dealerId, id);
      if (quote.project_id == null) throw new ConflictError('This quote has no project to print it from');
      const team = await teamNameOfQuote(db, quote);
      const filename = safeFilename(team ? `${team} quote ${quote.id}` : `quote ${quote.id}`, 'quote');
      return deps.pdfs.queueQuotePdf({ quoteId: quote.id, dealerId, projectId: quote.project_id, filename });
    },

    /** The configurations (row ids) of quote `quoteId`'s items, in order; [] when it is gone. */
    async configurationIdsOf(quoteId: number): Promise<number[]> {
      const quote = await repo.quoteById(db, quoteId);
      return quote ? quote.items.map((i) => i.configurationId) : [];
    },

    /**
     * The quote `id` for its print page: the render service's page printing it (a PRINT caller
     * with the grant of the quote's project) or its dealer; null for anyone else and for ids
     * that do not exist (the same answer).
     */
    async forPrint(caller: Caller, id: string): Promise<QuoteRow | null> {
      const n = parseId(id);
      const quote = n ? await repo.quoteById(db, n) : undefined;
      if (!quote) return null;
      const allowed =
        (caller.kind === 'DEALER' && caller.dealer.id === quote.dealer_id) ||
        (caller.kind === 'PRINT' && quote.project_id != null && caller.projectId === quote.project_id);
      return allowed ? quote : null;
    },
  };
}
