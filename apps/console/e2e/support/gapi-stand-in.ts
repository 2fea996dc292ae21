import type { BrowserContext } from "@playwright/test";

/**
 * Google's `api.js` loader is fetched from the internet by Firebase Auth's popup flow, both by the
 * console and by the Auth emulator's helper iframe; the tests run offline. This stand-in answers
 * that request with the small part of `gapi.iframes` those two pages use: opening the helper
 * iframe and passing named messages between the page and the iframe, with replies.
 */
const standInScript = String.raw`
(function () {
  var TAG = "hoa-gapi-stand-in";
  var handlers = {};
  var pendingReplies = {};
  var nextId = 1;

  function post(target, message) {
    message[TAG] = true;
    target.postMessage(message, "*");
  }

  function channel(target) {
    return {
      register: function (name, handler) { handlers[name] = handler; },
      send: function (name, payload, callback) {
        var id = TAG + ":" + location.origin + ":" + nextId++;
        if (callback) pendingReplies[id] = callback;
        post(target(), { kind: "request", id: id, name: name, payload: payload });
      },
    };
  }

  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || message[TAG] !== true) return;
    if (message.kind === "request") {
      var handler = handlers[message.name];
      var result = handler ? handler(message.payload) : undefined;
      post(event.source, { kind: "reply", id: message.id, payload: [result] });
    } else if (message.kind === "reply" && pendingReplies[message.id]) {
      var callback = pendingReplies[message.id];
      delete pendingReplies[message.id];
      try { callback(message.payload); } catch (error) { /* the SDK throws after answering */ }
    }
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement("iframe");
      var attributes = options.attributes || {};
      Object.keys(attributes.style || {}).forEach(function (key) { frame.style[key] = attributes.style[key]; });
      frame.src = options.url;
      var loaded = new Promise(function (resolve) { frame.addEventListener("load", resolve); });
      options.where.appendChild(frame);
      var wrapper = channel(function () { return frame.contentWindow; });
      wrapper.restyle = function () { return Promise.resolve(); };
      wrapper.ping = function (callback) { return loaded.then(function () { if (callback) callback(); }); };
      return Promise.resolve(onOpen(wrapper));
    },
    getParentIframe: function () { return channel(function () { return window.parent; }); },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === "function" ? options : options && options.callback;
      if (callback) callback();
    },
    iframes: { getContext: function () { return context; }, CROSS_ORIGIN_IFRAMES_FILTER: {} },
  };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get("onload");
  if (onload && typeof window[onload] === "function") window[onload]();
  else if (typeof window.gapi_onload === "function") window.gapi_onload();
})();
`;

/** Serves the stand-in for every `api.js` request of the browser context. */
export async function installGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: standInScript }),
  );
}
