// Copyright 2009 the Sputnik authors.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
info: If x is exactly 1, Math.acos(x) is +0
es5id: 15.8.2.2_A4
description: Checking if Math.acos(1) equals to +0
---*/

assert.sameValue(Math.acos(1), 0);
