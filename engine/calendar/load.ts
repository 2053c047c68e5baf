// The rules the build copied to dist/compliance-calendar.json, fetched once per page by the behaviors
// (a separate, cacheable file keeps them out of the HTML and the JavaScript).
import { CALENDAR_DATA_PATH, type CalendarData } from './public.ts';

let loading: Promise<CalendarData> | undefined;

export function loadCalendar(): Promise<CalendarData> {
  loading ??= fetch(CALENDAR_DATA_PATH).then((response) => {
    if (!response.ok) throw new Error(`${CALENDAR_DATA_PATH}: ${response.status}`);
    return response.json() as Promise<CalendarData>;
  });
  return loading;
}
