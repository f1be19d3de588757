import type { BrowserContext } from 'playwright-core'

/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, which the test machine cannot reach.
 * Google's sign-in popup talks to the page through it twice: the Firebase SDK in the app opens the
 * Auth emulator's helper iframe with `gapi.iframes`, and that iframe (served by the emulator) loads
 * the same script to hand the popup's result back. Only the part both use is here: loading the
 * `gapi.iframes` module, opening an iframe, and `register`/`send` of named messages between a page
 * and its iframe over `postMessage`, each answered with the handlers' results.
 */
const GAPI_STAND_IN = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return
  var handlers = {}
  var waitingCalls = {}
  var replies = {}
  var readyFrames = []
  var readyWaiters = []
  var nextId = 0
  function post(target, message) {
    message.gapiStandIn = true
    target.postMessage(message, '*')
  }
  function answer(source, call) {
    var result = handlers[call.name](call.data)
    post(source, { kind: 'reply', id: call.id, result: result === undefined ? [] : [result] })
  }
  function channel(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler
        var waiting = waitingCalls[name] || []
        delete waitingCalls[name]
        waiting.forEach(function (entry) { answer(entry.source, entry.call) })
      },
      send: function (name, data, callback) {
        var id = 'call-' + nextId++
        if (callback) replies[id] = callback
        post(target(), { kind: 'call', id: id, name: name, data: data })
      },
    }
  }
  window.addEventListener('message', function (event) {
    var message = event.data
    if (!message || !message.gapiStandIn) return
    if (message.kind === 'call') {
      if (handlers[message.name]) answer(event.source, message)
      else (waitingCalls[message.name] = waitingCalls[message.name] || []).push({ source: event.source, call: message })
    } else if (message.kind === 'reply') {
      var callback = replies[message.id]
      delete replies[message.id]
      // The SDK's web-storage callback throws after reading its answer; Google's library swallows it.
      try { if (callback) callback(message.result) } catch (error) {}
    } else if (message.kind === 'ready') {
      readyFrames.push(event.source)
      readyWaiters.forEach(function (wake) { wake() })
    }
  })
  function whenReady(frame, then) {
    if (readyFrames.indexOf(frame.contentWindow) >= 0) return then()
    readyWaiters.push(function () { if (readyFrames.indexOf(frame.contentWindow) >= 0) then() })
  }
  var inFrame = window.parent !== window
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe')
      var attributes = options.attributes || {}
      Object.keys(attributes.style || {}).forEach(function (key) { frame.style[key] = attributes.style[key] })
      if (attributes['aria-hidden']) frame.setAttribute('aria-hidden', attributes['aria-hidden'])
      if (attributes.tabindex) frame.setAttribute('tabindex', attributes.tabindex)
      frame.src = options.url
      ;(options.where || document.body).appendChild(frame)
      var messages = channel(function () { return frame.contentWindow })
      var iframe = {
        restyle: function () { return Promise.resolve() },
        ping: function (callback) {
          return new Promise(function (resolve) {
            whenReady(frame, function () { if (callback) callback([]); resolve([]) })
          })
        },
        register: messages.register,
        send: messages.send,
      }
      return Promise.resolve().then(function () { return onOpen ? onOpen(iframe) : iframe })
    },
    getParentIframe: function () { return channel(function () { return window.parent }) },
  }
  window.gapi = {
    load: function (name, options) {
      setTimeout(function () {
        var callback = typeof options === 'function' ? options : options.callback
        callback()
        // An iframe is ready once its page has set up its messages (in the load callback).
        if (inFrame) post(window.parent, { kind: 'ready' })
      })
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true },
      Iframe: function () {},
      getContext: function () { return context },
    },
  }
  var script = document.currentScript
  var onload = script && new URL(script.src).searchParams.get('onload')
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]()
    if (typeof window.gapi_onload === 'function') window.gapi_onload()
  })
})()`

/**
 * Serves the stand-in for Google's script in every page and frame of `context`, and refuses the
 * stylesheets and scripts the emulator's sign-in page asks of public CDNs (it works without them).
 */
export async function standInForGoogleApis(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  )
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort())
}
