#include "easel_png.h"
#include <png.h>
int easel_png_version(void) { return (int)png_access_version_number(); }
