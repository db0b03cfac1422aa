/**
 * The pre-rendered customer pages' inline capture script (issue 37 item 1), one source for its text:
 * the frontend build writes EARLY_INPUT_SCRIPT into each page's <head> (frontend/build/prerender.ts),
 * and the Content-Security-Policy allows exactly this text by its SHA-256 (security.ts), which nginx's
 * copy of the policy must repeat (gateway/src/security-headers.test.ts).
 *
 * It runs while the page is parsed, before any module, and until the app takes the page over it
 * records, in order, what the visitor does inside #root (each an EarlyInputRecord, kind = event type):
 * - 'click': a click or tap on a button, an element acting as one (role="button") or one whose click
 *   acts (data-tap: a card's description), held (default prevented, propagation stopped), so a submit
 *   button does not submit the page natively and no handler of a half-started app sees it;
 * - 'keydown': Enter or Space on a role="button" element, held too (a native button turns these into
 *   a click, recorded as such);
 * - 'input': text typed into a field (and at DOMContentLoaded each field whose value the browser
 *   restored on a reload);
 * - 'focusin', 'focusout': focus entering and leaving an element.
 * Each record notes where the element sits in #root (its path: the index of each element on the way
 * down, to find it again in a page rendered anew) and the state the visitor saw (aria-checked, else
 * aria-pressed; for an element without either, that of the control it describes, aria-describedby).
 * The records, the state function and a `stop()` that detaches every listener are on
 * `window[EARLY_INPUT_GLOBAL]`;
 * frontend/src/lib/earlyInput.ts replays them once the page has hydrated. Kept under 1 KB (it is in
 * every page's HTML): ES5, short names, no comments in the text.
 */

/** The window property holding the records and `stop` (EarlyInputCapture). */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/** What a record notes: the event's type ('click', 'keydown', 'input', 'focusin', 'focusout'). */
export type EarlyInputKind = 'click' | 'keydown' | 'input' | 'focusin' | 'focusout';

/** One record: its kind, the element (`E`: the DOM's Element, which this package's lib lacks), its path in #root, the state shown when acted on, the key pressed (keydown). */
export type EarlyInputRecord<E> = [EarlyInputKind, E, number[], ShownState, string | undefined];

/** The state a control shows (aria-checked, else aria-pressed: 'true', 'false', 'mixed'); a falsy value when it shows none. */
export type ShownState = string | false | null | undefined;

/** What the capture script leaves on the window until stopped (`E`: the DOM's Element). */
export interface EarlyInputCapture<E> {
  q: EarlyInputRecord<E>[];
  /**
   * shownState: the state `el` shows (aria-checked, else aria-pressed); for an element without one,
   * that of the control it describes (aria-describedby: a card's description, which toggles it too)
   */
  s(el: E): ShownState;
  /** detaches the capture's listeners and removes it from the window; the records stay in `q` */
  stop(): void;
}

/** The script's text, exactly as inlined and hashed (do not reformat: its hash is in the policy). */
export const EARLY_INPUT_SCRIPT = [
  '(function(w,d){',
  'var q=[],A="aria-",T="click keydown input focusin focusout".split(" "),',
  // the state a control shows, else that of the control it describes (shownState)
  's=function(e,c){return e.getAttribute(A+"checked")||e.getAttribute(A+"pressed")||(c=!c&&e.id&&d.querySelector("["+A+\'describedby~="\'+e.id+\'"]\'))&&s(c,1)},',
  // records `e` (inside #root) as kind `k`; 1 when recorded
  'n=function(k,e,y){var r=d.getElementById("root"),p=[],x=e;',
  'if(!r||!r.contains(e))return;',
  'for(;x!=r;x=x.parentNode)p.unshift([].indexOf.call(x.parentNode.children,x));',
  'q.push([k,e,p,s(e),y]);return 1},',
  // every event of T: a click on a button-like element and Enter or Space on a role=button one are held
  'f=function(v){var t=v.target,k=v.type,h=k=="click";',
  'if(h)t=t.closest&&t.closest("button,[role=button],[data-tap]");',
  'if(k=="keydown"&&!(h=(v.key=="Enter"||v.key==" ")&&t.matches("[role=button]")))return;',
  't&&n(k,t,v.key)&&h&&(v.preventDefault(),v.stopPropagation())},',
  'a=function(m){for(var i in T)d[m+"EventListener"](T[i],f,!0)};',
  'a("add");',
  // a value the browser restored (a reload) was typed too
  'd.addEventListener("DOMContentLoaded",function(){[].forEach.call(d.querySelectorAll("input,textarea"),function(e){e.value!=e.defaultValue&&n("input",e)})});',
  `w.${EARLY_INPUT_GLOBAL}={q:q,s:s,stop:function(){a("remove");delete w.${EARLY_INPUT_GLOBAL}}}`,
  '})(window,document)',
].join('');
