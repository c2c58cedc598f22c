// The web APIs programs expect and the engine lacks. Evaluated on first use;
// receives the host functions it needs and returns its exports.
(function (host) {
  'use strict';
  return {};
})
