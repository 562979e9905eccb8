import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TRANSACTIONS_LOG_SCREEN, USERS_LOG_SCREEN } from '@/lib/resources/log-kinds';
import {
  transactionLogExportQuery,
  transactionLogQuery,
  userLogExportQuery,
  userLogQuery,
} from '@/lib/resources/logs';
import type { AppContext } from '../../context';
import { exportTransactionLog, exportUserLog } from '../../logs/export';
import { actorOptions, entityOptions, listTransactionLog, listUserLog } from '../../logs/queries';
import type { TableFile } from '../../table-file';
import { ok, page } from '../reply';

/*
 * The two log screens (read only):
 *   GET /api/log/get/transactions      every record change (audit_logs), newest first
 *   GET /api/log/export/transactions   the same, filtered, as CSV or XLSX (format=csv|xlsx)
 *   GET /api/log/get/users             sign-ins, sign-outs, refusals, password changes and user-record changes
 *   GET /api/log/export/users
 *   GET /api/log/options/actors        users for the user filters (deleted ones included)
 *   GET /api/log/options/entities      record types the transactions log holds
 */

const transactions = [TRANSACTIONS_LOG_SCREEN];
const usersLog = [USERS_LOG_SCREEN];

function sendFile(reply: FastifyReply, file: TableFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

export function logRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/log/get/transactions', {
    config: { access: { screens: transactions } },
    schema: { querystring: transactionLogQuery },
    handler: async (req) => {
      const { rows, meta } = await listTransactionLog(ctx.db, req.query);
      return page(rows, meta);
    },
  });

  r.get('/api/log/export/transactions', {
    config: { access: { screens: transactions } },
    schema: { querystring: transactionLogExportQuery },
    handler: async (req, reply) => {
      const { format, ...filters } = req.query;
      return sendFile(reply, await exportTransactionLog(ctx.db, filters, format));
    },
  });

  r.get('/api/log/get/users', {
    config: { access: { screens: usersLog } },
    schema: { querystring: userLogQuery },
    handler: async (req) => {
      const { rows, meta } = await listUserLog(ctx.db, req.query);
      return page(rows, meta);
    },
  });

  r.get('/api/log/export/users', {
    config: { access: { screens: usersLog } },
    schema: { querystring: userLogExportQuery },
    handler: async (req, reply) => {
      const { format, ...filters } = req.query;
      return sendFile(reply, await exportUserLog(ctx.db, filters, format));
    },
  });

  r.get('/api/log/options/actors', {
    config: { access: { screens: [...transactions, ...usersLog] } },
    handler: async () => ok(await actorOptions(ctx.db)),
  });

  r.get('/api/log/options/entities', {
    config: { access: { screens: transactions } },
    handler: async () => ok(await entityOptions(ctx.db)),
  });
}
