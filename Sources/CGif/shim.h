#ifndef STAGECRAFT_CGIF_SHIM_H
#define STAGECRAFT_CGIF_SHIM_H
#include <gif_lib.h>
#endif
