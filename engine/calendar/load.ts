// The rules the build copied to dist/compliance-calendar.json, fetched once per page by the behaviors
// (a separate, cacheable file keeps them out of the HTML and the JavaScript); a page in another
// language reads that language's copy, with its names.
import { calendarDataPathFor, type CalendarData } from './public.ts';

let loading: Promise<CalendarData> | undefined;

export function loadCalendar(): Promise<CalendarData> {
  // The page's language decides the names (a Hindi page keeps its Hindi names when it recomputes).
  const path = calendarDataPathFor(document.documentElement.lang, location.pathname);
  loading ??= fetch(path).then((response) => {
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json() as Promise<CalendarData>;
  });
  return loading;
}
