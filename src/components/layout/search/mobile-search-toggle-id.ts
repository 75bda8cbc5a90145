/** The header's search button: the sheet gives it the focus back when it closes. */
export const MOBILE_SEARCH_TOGGLE_ID = 'mobile-search-toggle';
