import { EARLY_CLICKS_SCRIPT, replayEarlyClicks, takeEarlyClicks } from '@/lib/react/early-clicks';

/** The page as the server sent it: the head's inline script ran, React has not taken over yet. */
function serverRenderedPage(html: string) {
  document.body.innerHTML = html;
  new Function(EARLY_CLICKS_SCRIPT)();
}

describe('taps before the page’s scripts have run', () => {
  afterEach(() => {
    takeEarlyClicks();
    document.body.innerHTML = '';
  });

  it('are replayed on the same buttons, once each and in order, once the page has hydrated', () => {
    serverRenderedPage('<button type="button" id="dish">Attiéké</button><button type="button" id="book"><span>Réserver</span></button>');
    const replayed: string[] = [];
    document.getElementById('dish')!.click();
    document.getElementById('dish')!.click();
    document.querySelector('#book span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    takeEarlyClicks();
    for (const id of ['dish', 'book']) document.getElementById(id)!.addEventListener('click', () => replayed.push(id));

    replayEarlyClicks();

    expect(replayed).toEqual(['dish', 'book']);
  });

  it('leave out what works without scripts or is not there any more: submit buttons, disabled and replaced buttons', () => {
    serverRenderedPage('<form><button id="submit">Envoyer</button></form><button type="button" id="off" disabled>Complet</button><button type="button" id="gone">Ancien</button>');
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault());
    const replayed: string[] = [];
    for (const id of ['submit', 'off', 'gone']) document.getElementById(id)!.click();
    takeEarlyClicks();
    document.getElementById('gone')!.remove();
    for (const id of ['submit', 'off']) document.getElementById(id)!.addEventListener('click', () => replayed.push(id));

    replayEarlyClicks();

    expect(replayed).toEqual([]);
  });

  it('replay a list’s choice (a filter that applies itself) once, with the value chosen last, in order with the taps', () => {
    serverRenderedPage('<select id="city"><option value="">Toutes</option><option value="1">Abidjan</option><option value="4">Cotonou</option></select><button type="button" id="more">Plus</button>');
    const city = document.getElementById('city') as HTMLSelectElement;
    const choose = (value: string) => {
      city.value = value;
      city.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('1');
    document.getElementById('more')!.click();
    choose('4');
    takeEarlyClicks();
    const replayed: string[] = [];
    document.addEventListener('change', (event) => replayed.push(`change ${(event.target as HTMLSelectElement).value}`));
    document.getElementById('more')!.addEventListener('click', () => replayed.push('more'));

    replayEarlyClicks();

    expect(replayed).toEqual(['more', 'change 4']);
  });

  it('are not remembered once React listens: it handles those itself', () => {
    serverRenderedPage('<button type="button" id="dish">Attiéké</button>');
    takeEarlyClicks();
    document.getElementById('dish')!.click();
    const replayed = jest.fn();
    document.getElementById('dish')!.addEventListener('click', replayed);

    replayEarlyClicks();

    expect(replayed).not.toHaveBeenCalled();
  });
});
