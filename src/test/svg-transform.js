// SVG imports become their file name, so a test can tell the light logo from the dark one.
const path = require('node:path');
module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
};
