// The one duration formatter of the web app (train search rows, order cards, the booking and change screens): hours
// and minutes in the reader's language, without a zero part ("35分", not "0小时35分"; "2 h", not "2 h 0 min").

type TTranslate = (key: string, params: Record<string, number>) => string;

/** A duration of whole minutes as text. */
export const durationText = (t: TTranslate, minutes: number): string => {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return t('kit.duration.minutes', { minutes: rest });
  if (rest === 0) return t('kit.duration.hours', { hours });
  return t('kit.duration.hoursMinutes', { hours, minutes: rest });
};
