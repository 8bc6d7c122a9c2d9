#ifndef STAGECRAFT_CCAIRO_SHIM_H
#define STAGECRAFT_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#endif
