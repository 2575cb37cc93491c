/** iframe-resizer 4.4.5's child script: a plain script run for its effect (it exports nothing). */
declare module 'iframe-resizer/js/iframeResizer.contentWindow.min.js';
