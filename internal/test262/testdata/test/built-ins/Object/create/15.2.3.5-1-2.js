// Copyright (c) 2012 Ecma International.  All rights reserved.
// This code is governed by the BSD license found in the LICENSE file.

/*---
es5id: 15.2.3.5-1-2
description: Object.create TypeError is not thrown if 'O' is null
---*/

Object.create(null);
