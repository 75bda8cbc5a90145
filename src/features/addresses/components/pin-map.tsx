import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { roundCoordinate, TILE_SIZE, tileUrl, toLatLng, toWorldPixel, type LatLng } from '../model/web-mercator';
import { theme } from '@/styles/theme';

const MIN_ZOOM = 3;
const MAX_ZOOM = 19;
const DEFAULT_ZOOM = 16;
/** How far an arrow key moves the pin, in screen pixels. */
const KEY_STEP_PX = 12;
/** Tiles left/right and above/below the pin's tile: enough to fill the widest dialog. */
const SPAN_X = 2;
const SPAN_Y = 1;

const Frame = styled.div`
  position: relative;
  block-size: 15rem;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  cursor: crosshair;
  touch-action: manipulation;
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Tile = styled.img`
  position: absolute;
  inline-size: ${TILE_SIZE}px;
  block-size: ${TILE_SIZE}px;
  max-inline-size: none;
  user-select: none;
  pointer-events: none;
`;

const Pin = styled.span`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-start: 50%;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin: -1.25rem 0 0 -0.625rem;
  border-radius: 50% 50% 50% 0;
  background: ${theme.color.brand};
  border: 2px solid ${theme.color.surface};
  transform: rotate(-45deg);
  pointer-events: none;
`;

const Credit = styled.small`
  position: absolute;
  inset-block-end: 0;
  inset-inline-end: 0;
  padding: 0 ${theme.space.xxs};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.xs};
`;

const Zoom = styled.div`
  display: flex;
  gap: ${theme.space.xs};
`;

interface PinMapProps {
  center: LatLng;
  tilesUrl: string;
  attribution: string;
  onPick: (latitude: number, longitude: number) => void;
}

/**
 * A pin picker on map tiles (only when a tile server is configured): the map centres on the pin; a
 * click or tap puts it there, and arrow keys move it, so the keyboard can place it too.
 */
export function PinMap({ center, tilesUrl, attribution, onPick }: PinMapProps) {
  const { t } = useTranslation('addresses');
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const origin = toWorldPixel(center, zoom);
  const pick = (dx: number, dy: number) => {
    const point = toLatLng({ x: origin.x + dx, y: origin.y + dy }, zoom);
    onPick(roundCoordinate(point.latitude), roundCoordinate(point.longitude));
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    pick(event.clientX - box.left - box.width / 2, event.clientY - box.top - box.height / 2);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: [-KEY_STEP_PX, 0], ArrowRight: [KEY_STEP_PX, 0], ArrowUp: [0, -KEY_STEP_PX], ArrowDown: [0, KEY_STEP_PX] }[event.key];
    if (!step) return;
    event.preventDefault();
    pick(step[0], step[1]);
  };
  const tileX = Math.floor(origin.x / TILE_SIZE);
  const tileY = Math.floor(origin.y / TILE_SIZE);
  const tiles = [];
  for (let dy = -SPAN_Y; dy <= SPAN_Y; dy += 1) {
    for (let dx = -SPAN_X; dx <= SPAN_X; dx += 1) {
      const y = tileY + dy;
      if (y < 0 || y >= 2 ** zoom) continue;
      const left = (tileX + dx) * TILE_SIZE - origin.x;
      const top = y * TILE_SIZE - origin.y;
      tiles.push(<Tile key={`${dx}:${dy}`} src={tileUrl(tilesUrl, zoom, tileX + dx, y)} alt="" style={{ left: `calc(50% + ${left}px)`, top: `calc(50% + ${top}px)` }} />);
    }
  }
  return (
    <>
      <Frame role="application" aria-roledescription={t('map.role')} aria-label={t('map.label')} tabIndex={0} onClick={onClick} onKeyDown={onKeyDown} data-testid="pin-map">
        {tiles}
        <Pin aria-hidden />
        <Credit>{attribution}</Credit>
      </Frame>
      <Zoom>
        <Button size="sm" variant="secondary" onClick={() => setZoom((value) => Math.min(MAX_ZOOM, value + 1))} disabled={zoom >= MAX_ZOOM}>
          {t('map.zoomIn')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setZoom((value) => Math.max(MIN_ZOOM, value - 1))} disabled={zoom <= MIN_ZOOM}>
          {t('map.zoomOut')}
        </Button>
      </Zoom>
    </>
  );
}
