import { WORKING_DAY_MESSAGES as M } from '../messages/clinic-admin';

/** One working day as a form holds it: the break's ends apart, both empty for no break. */
export type WorkingDayInput = {
  dayOfWeek: number;
  isOpen: boolean;
  startTime: string;
  endTime: string;
  breakStart?: string | undefined;
  breakEnd?: string | undefined;
};
export type WorkingDayField = 'startTime' | 'endTime' | 'breakStart' | 'breakEnd';

/**
 * The issue of each field of an open day ({} when the day is fine or closed): opening before closing, the break
 * after opening, before closing, and ending after it starts. Times are 'HH:mm', so they compare as text.
 */
export function workingDayIssues(day: WorkingDayInput): Partial<Record<WorkingDayField, string>> {
  if (!day.isOpen) return {};
  const issues: Partial<Record<WorkingDayField, string>> = {};
  if (!day.startTime) issues.startTime = M.timeRequired;
  if (!day.endTime) issues.endTime = M.timeRequired;
  if (issues.startTime || issues.endTime) return issues;
  if (day.startTime >= day.endTime) return { endTime: M.openBeforeClose };

  const { breakStart, breakEnd } = day;
  if (!breakStart && !breakEnd) return issues;
  if (!breakStart) return { breakStart: M.breakIncomplete };
  if (!breakEnd) return { breakEnd: M.breakIncomplete };
  if (breakStart <= day.startTime) issues.breakStart = M.breakAfterOpen;
  else if (breakStart >= day.endTime) issues.breakStart = M.breakBeforeClose;
  if (breakEnd <= breakStart) issues.breakEnd = M.breakEndAfterStart;
  else if (breakEnd >= day.endTime) issues.breakEnd = M.breakBeforeClose;
  return issues;
}
