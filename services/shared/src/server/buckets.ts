/**
 * Time buckets in MongoDB aggregations (the reports): an expression that answers which of a list of
 * consecutive periods (Beirut weeks or months, given by their first instants) an instant falls in,
 * portable across MongoDB and the embedded server (a $switch of comparisons; no $dateTrunc).
 */

/**
 * An aggregation expression: the index in `buckets` (starts sorted ascending) of the bucket the
 * instant at `field` ('$createdAt') falls in; an instant before the first start counts in the first,
 * one after the last start in the last (match the range first).
 */
export function bucketOf(field: string, buckets: readonly { start: Date }[]): Record<string, unknown> {
  const branches = buckets.slice(1).map((b, i) => ({ case: { $lt: [field, b.start] }, then: i }));
  return { $switch: { branches, default: Math.max(0, buckets.length - 1) } };
}
