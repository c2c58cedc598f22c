// Copyright 2015 Microsoft Corporation. All rights reserved.
// This code is governed by the license found in the LICENSE file.

/*---
description: >
  "log10" property of Math
includes: [propertyHelper.js]
es6id: 20.2.2.20
---*/

verifyProperty(Math, "log10", {
  writable: true,
  enumerable: false,
  configurable: true,
});
