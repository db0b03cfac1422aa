/**
 * The sales reports (issue 39 item 7) under /api/admin/reports, for admins and designers (the
 * table's access):
 * - GET /pipeline?from&to → PipelineReport: (a) first contact per owner and Beirut week, (b) stages
 *   reached per source and month, of the leads created from..to; (c) leads won from..to per source
 *   with their estimated value; (d) open leads stale now per owner. A `designer` account gets the
 *   same reports over the leads its linked designer owns (owner.id), so only its own owner rows
 *   (403 designer_unlinked when no designer is linked);
 * - GET /pipeline.csv?from&to → reports (a) to (c) as a CSV attachment (audited; admins only).
 * 400 invalid_request for from after to or a range over REPORT_RANGE_MONTHS_MAX months. Each report
 * is one aggregation on an index of the customer model, on fields the pipeline's actions keep on the
 * lead (firstContactAt, reachedStage, wonAt): no join with the activity log.
 */
import type { PipelineReport, PipelineReportQuery } from '@cabinetry/shared/contracts';
import { bucketOf } from '@cabinetry/shared/server/buckets';
import { HttpError } from '@cabinetry/shared/server/errors';
import type { OnboardingDeps, OnboardingHandlers } from '../deps';
import { attachmentDisposition } from '../domain/leads-links';
import { toCsv } from '../domain/leads-csv';
import { staleCondition } from '../domain/pipeline';
import { leadScopeOf } from './lead-scope';
import { type ConversionGroup, conversionReport, type FirstContactGroup, firstContactReport, pipelineReportCsvRows, reportRange, type StaleGroup, staleReport } from '../domain/pipeline-report';

type ReportHandlers = Pick<OnboardingHandlers, 'getPipelineReport' | 'exportPipelineReport'>;

const isSet = (field: string) => ({ $ne: [{ $ifNull: [field, null] }, null] });

export function adminReportHandlers(deps: OnboardingDeps): ReportHandlers {
  const { customers, config, now } = deps;
  /** The four reports over the range of `query`, of the leads `ownerId` owns (null: every lead). Throws 400 for a range refused. */
  async function reportOf(query: PipelineReportQuery, ownerId: string | null): Promise<PipelineReport> {
    const at = now();
    const range = reportRange(at, query.from, query.to);
    if (typeof range === 'string') throw new HttpError(400, range, { code: 'invalid_request' });
    const created = { $gte: range.start, $lt: range.end };
    const owned = ownerId ? { 'owner.id': ownerId } : {};
    const [contactGroups, conversionGroups, won, stale] = await Promise.all([
      customers.aggregate<FirstContactGroup>([
        { $match: { createdAt: created, firstContactDueAt: { $ne: null }, ...owned } },
        {
          $group: {
            _id: { owner: '$owner.id', week: bucketOf('$createdAt', range.weeks) },
            ownerName: { $first: '$owner.name' },
            leads: { $sum: 1 },
            onTime: { $sum: { $cond: [{ $and: [isSet('$firstContactAt'), { $lte: ['$firstContactAt', '$firstContactDueAt'] }] }, 1, 0] } },
            overdue: { $sum: { $cond: [{ $and: [{ $not: [isSet('$firstContactAt')] }, { $lt: ['$firstContactDueAt', at] }] }, 1, 0] } },
            minutes: { $push: { $cond: [isSet('$firstContactAt'), { $divide: [{ $subtract: ['$firstContactAt', '$createdAt'] }, 60_000] }, null] } },
          },
        },
        { $project: { _id: 0, ownerId: { $ifNull: ['$_id.owner', null] }, ownerName: 1, week: '$_id.week', leads: 1, onTime: 1, overdue: 1, minutes: 1 } },
      ]),
      customers.aggregate<ConversionGroup>([
        { $match: { createdAt: created, ...owned } },
        { $group: { _id: { month: bucketOf('$createdAt', range.months), source: '$source', reached: '$reachedStage' }, count: { $sum: 1 } } },
        { $project: { _id: 0, month: '$_id.month', source: { $ifNull: ['$_id.source', null] }, reached: { $ifNull: ['$_id.reached', 0] }, count: 1 } },
      ]),
      customers.aggregate<PipelineReport['wonValue'][number]>([
        { $match: { wonAt: created, ...owned } },
        {
          $group: {
            _id: '$source',
            won: { $sum: 1 },
            value: { $sum: { $ifNull: ['$estimatedValue', 0] } },
            withoutValue: { $sum: { $cond: [isSet('$estimatedValue'), 0, 1] } },
          },
        },
        { $project: { _id: 0, source: { $ifNull: ['$_id', ''] }, won: 1, value: 1, withoutValue: 1 } },
        { $sort: { value: -1, won: -1, source: 1 } },
      ]),
      customers.aggregate<StaleGroup>([
        { $match: { ...staleCondition(at, config.pipeline.staleDays), ...owned } },
        { $group: { _id: '$owner.id', ownerName: { $first: '$owner.name' }, count: { $sum: 1 } } },
        { $project: { _id: 0, ownerId: { $ifNull: ['$_id', null] }, ownerName: 1, count: 1 } },
      ]),
    ]);
    return {
      from: range.from,
      to: range.to,
      firstContact: firstContactReport(range, contactGroups.map((g) => ({ ...g, minutes: g.minutes.filter((m): m is number => typeof m === 'number') }))),
      conversion: conversionReport(range, conversionGroups),
      wonValue: won,
      stale: staleReport(stale),
    };
  }

  const getPipelineReport: OnboardingHandlers['getPipelineReport'] = async (c, { query, admin }) => {
    const { designerId } = await leadScopeOf(deps, admin);
    const report = await reportOf(query, designerId);
    c.header('Cache-Control', 'no-store');
    return c.json<PipelineReport>(report);
  };

  const exportPipelineReport: OnboardingHandlers['exportPipelineReport'] = async (c, { query }) => {
    const report = await reportOf(query, null);
    c.set('auditDetail', `${report.from} to ${report.to}`);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', attachmentDisposition(`sales-reports-${report.from}-${report.to}.csv`));
    c.header('Cache-Control', 'no-store');
    return c.body(toCsv(pipelineReportCsvRows(report)));
  };

  return { getPipelineReport, exportPipelineReport };
}
