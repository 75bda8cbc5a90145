import { screenClassOf } from '@/lib/analytics/screen-class';
import { createMemoryAnalyticsAdapter } from '@/lib/analytics/memory-analytics-adapter';

describe('screen-view analytics', () => {
  it('§2 the class is restaurant when a shop query parameter is present', () => {
    expect(screenClassOf({ shop: '4' })).toBe('restaurant');
    expect(screenClassOf({ shop: ['4', '5'], q: 'grill' })).toBe('restaurant');
  });

  it('§2 the class is search otherwise', () => {
    expect(screenClassOf({})).toBe('search');
    expect(screenClassOf({ q: 'grill', restaurantId: '4' })).toBe('search');
    expect(screenClassOf({ shop: '' })).toBe('search');
  });

  it('the default adapter keeps events in memory for tests and sends nothing', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const adapter = createMemoryAnalyticsAdapter(false);
    adapter.logScreenView({ path: '/faq', screenClass: 'search' });
    adapter.logScreenView({ path: '/restaurant?shop=2', screenClass: 'restaurant' });
    expect(window.__tableeAnalytics?.events).toEqual([
      { path: '/faq', screenClass: 'search' },
      { path: '/restaurant?shop=2', screenClass: 'restaurant' },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('keeps only the last 50 events', () => {
    const adapter = createMemoryAnalyticsAdapter(false);
    for (let index = 0; index < 60; index += 1) adapter.logScreenView({ path: `/p${index}`, screenClass: 'search' });
    expect(window.__tableeAnalytics?.events).toHaveLength(50);
    expect(window.__tableeAnalytics?.events[0].path).toBe('/p10');
  });
});
