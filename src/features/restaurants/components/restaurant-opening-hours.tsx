import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TOpeningPeriod } from '@/contracts/restaurant-contract';
import { buildWeekSchedule, formatClockTime, formatWeekday } from '../model/week-schedule';
import { theme } from '@/styles/theme';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSize.sm};
  caption { text-align: start; }
`;

const Row = styled.tr<{ $today: boolean }>`
  th, td {
    padding-block: 6px;
    padding-inline: ${theme.space.xs};
    text-align: start;
    vertical-align: top;
    font-weight: ${({ theme, $today }) => ($today ? theme.fontWeight.bold : theme.fontWeight.regular)};
    background: ${({ theme, $today }) => ($today ? theme.color.brandSoft : 'transparent')};
  }
  th { border-start-start-radius: ${theme.radius.sm}; border-end-start-radius: ${theme.radius.sm}; text-transform: capitalize; }
  td { text-align: end; font-variant-numeric: tabular-nums; border-start-end-radius: ${theme.radius.sm}; border-end-end-radius: ${theme.radius.sm}; }
`;

const Closed = styled.span`
  color: ${theme.color.inkSubtle};
`;

/** The week's hours in the restaurant's own time, today highlighted; a period past midnight says so. */
export function RestaurantOpeningHours({ hours, today }: { hours: TOpeningPeriod[]; today: number }) {
  const { t } = useTranslation('restaurant');
  const { locale = 'fr' } = useRouter();
  return (
    <Table>
      <caption className="visually-hidden">{t('hours.caption')}</caption>
      <tbody>
        {buildWeekSchedule(hours).map(({ day, periods }) => (
          <Row key={day} $today={day === today} aria-current={day === today ? 'date' : undefined}>
            <th scope="row">
              {formatWeekday(day, locale)}
              {day === today && <span className="visually-hidden">{t('hours.today')}</span>}
            </th>
            <td>
              {periods.length === 0 && <Closed>{t('hours.closed')}</Closed>}
              {periods.map((period) => (
                <div key={period.opens}>
                  {t('hours.range', { opens: formatClockTime(period.opens, locale), closes: formatClockTime(period.closes, locale) })}
                  {period.endsNextDay && <span className="visually-hidden">{t('hours.nextDay')}</span>}
                </div>
              ))}
            </td>
          </Row>
        ))}
      </tbody>
    </Table>
  );
}
