#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The current engine of each thread, kept in thread-local storage so that scenarios can run on
/// several threads at once while UIKit-style static calls (`View.animate`) find their engine.
///
/// The slot holds an unretained reference: the engine clears it when it is deinitialised.
enum EngineThreadLocal {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var current: Engine? {
        get {
            guard let pointer = pthread_getspecific(key) else { return nil }
            return Unmanaged<Engine>.fromOpaque(pointer).takeUnretainedValue()
        }
        set {
            pthread_setspecific(key, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
        }
    }

    /// `current` without the retain and release around its use: for reads on every property set.
    static var unretainedCurrent: Unmanaged<Engine>? {
        pthread_getspecific(key).map { Unmanaged<Engine>.fromOpaque($0) }
    }
}
