/**
 * Aggregations over stored documents: read-only pipelines run on the stored documents themselves
 * (no copies) and leave them untouched; the others (mingo writes to the objects it is given for
 * $addFields, $unset and nested exclusions) work on copies.
 */
import type { Document } from 'bson';
import { Aggregator } from 'mingo';
import { describe, expect, it } from 'vitest';
import { aggregateDocs } from './query';
import { cloneDoc } from './values';

const stored = () =>
  Array.from({ length: 30 }, (_, i): Document => ({
    _id: i,
    stage: ['new', 'won', 'lost'][i % 3],
    owner: i % 4 ? { id: `o${i % 4}`, name: `Owner ${i % 4}` } : null,
    estimatedValue: i % 5 ? i * 1000 : null,
    tags: i % 2 ? ['a', 'b'] : [],
    createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
  }));

const noCollections = () => [];

describe('aggregations over stored documents', () => {
  it.each<[string, Document[]]>([
    ['a board column total', [{ $group: { _id: null, count: { $sum: 1 }, valueSum: { $sum: { $ifNull: ['$estimatedValue', 0] } } } }]],
    ['a count', [{ $match: { stage: 'won' } }, { $count: 'n' }]],
    ['groups of whole documents, then projected', [{ $group: { _id: '$owner.id', first: { $first: '$owner' }, all: { $push: '$$ROOT' } } }, { $project: { _id: 0, name: '$first.name', n: { $size: '$all' } } }, { $sort: { name: 1 } }]],
    ['projections', [{ $project: { _id: 0, owner: 1, tags: 1, n: { $size: '$tags' } } }, { $project: { tags: 0 } }, { $skip: 2 }, { $limit: 5 }]],
    ['the sales reports', [{ $group: { _id: { owner: '$owner.id' }, ownerName: { $first: '$owner.name' }, leads: { $sum: 1 } } }, { $project: { _id: 0, ownerId: { $ifNull: ['$_id.owner', null] }, ownerName: 1, leads: 1 } }]],
    ['a sort by count', [{ $sort: { createdAt: -1 } }, { $sortByCount: '$stage' }]],
  ])('%s runs on the stored documents and leaves them as they were', (_label, pipeline) => {
    const docs = stored();
    const before = JSON.stringify(docs);
    const expected = new Aggregator(pipeline, { idKey: '_id' }).run(docs.map(cloneDoc));
    expect(aggregateDocs(docs, pipeline, noCollections)).toEqual(expected);
    expect(JSON.stringify(docs)).toBe(before);
  });

  it.each<[string, Document[]]>([
    ['fields added', [{ $addFields: { 'owner.flag': true, extra: 1 } }]],
    ['fields removed', [{ $unset: ['owner.name', 'stage'] }]],
    ['nested fields projected out', [{ $project: { 'owner.name': 0 } }]],
  ])('%s work on copies', (_label, pipeline) => {
    const docs = stored();
    const before = JSON.stringify(docs);
    expect(() => aggregateDocs(docs, pipeline, noCollections)).not.toThrow();
    expect(JSON.stringify(docs)).toBe(before);
  });
});
