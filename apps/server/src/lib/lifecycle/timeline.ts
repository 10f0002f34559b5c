/** Who made a move, as a timeline records it (a system move has no id). */
export type TimelineActor<Model extends string> = { id: string | null; name: string | null; model: Model };

/** One entry of a lifecycle's timeline: the move from `prevStatus` (null at creation) to `status`. */
export type TimelineEntry<Status extends string, Model extends string> = {
  prevStatus: Status | null;
  status: Status;
  actor: TimelineActor<Model>;
  note: string | null;
  at: Date;
};

/**
 * The columns every timeline table shares (`order_events`, `booking_events`…), from an entry: the owner's repository
 * adds its subject's key and inserts the row in the move's own transaction.
 */
export function timelineValues<Status extends string, Model extends string>(
  entry: TimelineEntry<Status, Model>,
) {
  return {
    prevStatus: entry.prevStatus,
    status: entry.status,
    updatedById: entry.actor.id,
    updatedByName: entry.actor.name,
    updatedByModel: entry.actor.model,
    note: entry.note,
    createdAt: entry.at,
  };
}
