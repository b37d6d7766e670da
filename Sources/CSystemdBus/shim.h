// sd-bus, the D-Bus client library of libsystemd (Debian: libsystemd-dev), for the DBus module.
#ifndef CSYSTEMDBUS_SHIM_H
#define CSYSTEMDBUS_SHIM_H

#include <systemd/sd-bus.h>
#include <poll.h>
#include <sys/eventfd.h>

// sd_bus_message_append_basic and sd_bus_message_read_basic take `const void *`/`void *` for every
// basic type; these name the two string-like cases so that Swift passes a C string, not a pointer
// to a Swift String.
static inline int csdbus_append_string(sd_bus_message *m, char type, const char *value) {
    return sd_bus_message_append_basic(m, type, value);
}

static inline int csdbus_read_string(sd_bus_message *m, char type, const char **value) {
    return sd_bus_message_read_basic(m, type, value);
}

#endif
