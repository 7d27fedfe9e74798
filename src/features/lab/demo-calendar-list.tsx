import { Box, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useListDevCalendarEvents } from '@/api/generated/endpoints/dev/dev';
import type { CalendarEvent } from '@/api/generated/model';
import { formatJalaliDate, formatJalaliDateTime, formatTime } from '@/shared/dates';
import { EmptyState } from '@/shared/ui/states';
import { QueryStates } from './query-states';
import { t } from './strings';
import { byJalaliMonth } from './demo-jalali-months';

/** The demo calendar as a list of Jalali months, each with its events in time order. */
export function CalendarList() {
  const events = useListDevCalendarEvents();
  return (
    <QueryStates query={events}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={t.calendar.empty} />
        ) : (
          <Stack gap="lg">
            {byJalaliMonth(list).map((month) => (
              <section key={month.label} aria-labelledby={`month-${month.key}`}>
                <Group justify="space-between" mb="xs">
                  <Title order={2} size="h4" id={`month-${month.key}`}>
                    {month.label}
                  </Title>
                  <Text size="sm">{t.calendar.events(month.events.length)}</Text>
                </Group>
                <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {month.events.map((event) => (
                    <EventItem key={event.id} event={event} />
                  ))}
                </Stack>
              </section>
            ))}
          </Stack>
        )
      }
    </QueryStates>
  );
}

/** «۵ آذر ۱۴۰۵، ۱۰:۰۰ تا ۱۱:۳۰», «تمام روز» or a range of days. */
function whenOf(event: CalendarEvent): string {
  const from = formatJalaliDate(event.start);
  const to = formatJalaliDate(event.end);
  if (event.all_day) return from === to ? `${from}، ${t.calendar.allDay}` : t.calendar.range(from, to);
  if (from !== to) return t.calendar.range(formatJalaliDateTime(event.start), formatJalaliDateTime(event.end));
  return `${from}، ${t.calendar.range(formatTime(event.start), formatTime(event.end))}`;
}

function EventItem({ event }: { event: CalendarEvent }) {
  return (
    <Card component="li" withBorder padding="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {/* The event's colour is decoration; its words carry the meaning. */}
        <Box aria-hidden w={6} mih={40} style={{ borderRadius: 3, background: event.color, flexShrink: 0 }} />
        <Stack gap={2}>
          <Text fw={700}>{event.title}</Text>
          <Text size="sm">{whenOf(event)}</Text>
          {event.description && (
            <Text size="sm" c="dimmed">
              {event.description}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
