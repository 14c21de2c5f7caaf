import type { TTx } from '../../platform/db/database.ts';

// The message port for notices that can go stale (ADR 0026): a sender registers a topic kind with a check, names the
// topic when it writes a message, and the delivery sends the message only while the check says it is still current.
// So the message module never reads another module's tables (an approval notice asks the approval module).

/** What a message is about: a registered kind and the id of the thing (e.g. the approver asked in a step). */
export type TMessageTopic = { kind: string; id: string };

/** Whether the thing a message is about still stands (read in the delivering process, outside any transaction). */
export type TTopicCheck = (db: TTx, id: string) => Promise<boolean>;

const checks = new Map<string, TTopicCheck>();

/** Registers the check of a topic kind; modules call it when they load. */
export const registerMessageTopic = (kind: string, isCurrent: TTopicCheck): void => {
  checks.set(kind, isCurrent);
};

/** Asks the topic's kind whether the message is still worth sending; an unregistered kind is a programming error. */
export const topicIsCurrent = async (db: TTx, topic: TMessageTopic): Promise<boolean> => {
  const check = checks.get(topic.kind);
  if (!check) throw new Error(`no message topic registered for ${topic.kind}`);
  return check(db, topic.id);
};
