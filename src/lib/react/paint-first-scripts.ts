import { MAIN_PHOTO_TIMING } from '@/lib/images/responsive-image';

/** The longest the scripts wait for the paint, from the end of parsing: a photo that is slow or broken does not hold them. */
export const PAINT_WAIT_CAP_MS = 1500;

/**
 * The page's scripts start once the browser has put the server-rendered page on screen, its main
 * photo included. Over a slow link the photo then has the bandwidth to itself (the scripts, five
 * times its weight, used to share it), and a script that arrives early no longer compiles and runs
 * in the frames before the page is shown. Links, forms and fields work before the scripts run, and
 * taps on buttons and choices in lists are kept and replayed (early-clicks.ts).
 *
 * `PAINT_FIRST_LOADER(urls, name)`, inline in the head, adds the scripts in Next.js's order
 * (`async = false`: they download together and run in order) with the page's nonce, once the
 * document is parsed and the browser reports the paint of the image marked `elementtiming=name`
 * (Element Timing), or of the first content when the page has no main photo. Browsers without
 * those reports wait for the photo to decode and one frame; a hidden tab, which paints nothing,
 * and a photo that fails to load do not wait.
 */
export const PAINT_FIRST_LOADER = `function(urls,name){
var nonce=document.currentScript&&document.currentScript.nonce,done=false;
function load(){if(done)return;done=true;for(var i=0;i<urls.length;i++){var s=document.createElement('script');s.src=urls[i];s.async=false;if(nonce)s.nonce=nonce;document.head.appendChild(s)}}
function afterFrame(){requestAnimationFrame(function(){setTimeout(load,0)})}
function whenParsed(){
if(document.visibilityState==='hidden')return load();
setTimeout(load,${PAINT_WAIT_CAP_MS});
var photo=document.querySelector('img[elementtiming="'+name+'"]'),type=photo?'element':'paint';
var supported=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(photo&&photo.complete&&!photo.naturalWidth)return load();
if(supported.indexOf(type)<0){if(photo&&!photo.complete&&photo.decode)photo.decode().then(afterFrame,afterFrame);else afterFrame();return}
if(photo)photo.addEventListener('error',load);
new PerformanceObserver(function(list,observer){var entries=list.getEntries();for(var i=0;i<entries.length;i++)if(photo?entries[i].identifier===name:entries[i].name==='first-contentful-paint'){observer.disconnect();setTimeout(load,0);return}}).observe({type:type,buffered:true})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',whenParsed);else whenParsed()}`;

/** The inline script that adds `urls` once the page is painted (see above). */
export function paintFirstLoaderScript(urls: readonly string[]): string {
  return `(${PAINT_FIRST_LOADER})(${JSON.stringify(urls).replace(/</g, '\\u003c')},${JSON.stringify(MAIN_PHOTO_TIMING)});`;
}
