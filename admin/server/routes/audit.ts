// The audit log, for administrators: newest first, paged, optionally one kind of action.
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../context.ts';
import { Reader } from '../input.ts';

export const AUDIT_PAGE_SIZE = 50;

export function registerAuditRoutes(app: FastifyInstance, ctx: AdminContext) {
  app.get('/admin/api/audit', { config: { access: 'audit.read' } }, async (request) => {
    const input = new Reader(request.query);
    const page = input.wholeNumber('page', 'Page', 1, 1_000_000, 1);
    const action = input.text('action', 'Action', { max: 60 });
    input.done();
    const { entries, total } = await ctx.office.listAudit({ offset: (page - 1) * AUDIT_PAGE_SIZE, limit: AUDIT_PAGE_SIZE, action });
    return { entries, total, page, pageSize: AUDIT_PAGE_SIZE };
  });
}
